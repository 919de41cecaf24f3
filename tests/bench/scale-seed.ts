// The data of `pnpm bench:scale`, written by PostgreSQL itself (INSERT … SELECT over
// generate_series): agencies, their agents and licences, then bookings with their travellers,
// dependents, payments, provider transactions, history and deliveries, in the tables of the
// adapters-sql migrations. Distributions are meant to look like a book of business: a few common
// surnames and a long tail, French and English first names, sales over five years growing towards
// today, most travellers single, a few families, about one in ten cancelled.
import type { Client } from 'pg';

const COMMON_LAST = `Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet Pelletier
  Bélanger Lévesque Bergeron Leblanc Paquette Girard Simard Boucher Caron Beaulieu Cloutier Dubé Poirier
  Smith Brown Wilson MacDonald Taylor Campbell Anderson Jones Martin Thompson Lee Wong Chen Singh Patel
  Nguyen Kim Li Johnson Williams Miller Davis Clark Lewis Walker Young Scott Stewart Murphy Kelly Ross`
  .trim()
  .split(/\s+/);
const PREFIXES = `Mac Fitz Van Ash Bell Black Brook Clay Dal Fair Gold Green Hart Hill Kings Lang Mar Mont
  North Oak Pen Red Rich Rose Stan Sum West White Win Wood Beau Bois Char Dor Fon Lac Mal Mer Roche Val`
  .trim()
  .split(/\s+/);
const SUFFIXES = `ford ton ley wood field well more by den ham ridge worth stone croft burn hurst lin sworth
  dale shaw mont ville court lière ault eau ier ard on et in ois`
  .trim()
  .split(/\s+/);
const FIRST = `Olivia Emma Charlotte Amelia Sophia Chloé Léa Alice Zoé Florence Marie Julie Isabelle Nathalie
  Sophie Catherine Hélène Sarah Emily Jessica Jennifer Karen Linda Susan Margaret Priya Mei Aisha Noah Liam
  William Thomas Logan Lucas Félix Samuel Gabriel Jacob Nathan Benjamin Louis Jean Pierre Michel Marc
  François Luc André James John Robert Michael David Daniel Kevin Ryan Raj Wei Omar Ahmed Carlos`
  .trim()
  .split(/\s+/);
const DOMAINS = `gmail.com outlook.com hotmail.com yahoo.ca videotron.ca sympatico.ca rogers.com bell.net
  shaw.ca telus.net icloud.com live.ca`
  .trim()
  .split(/\s+/);
const PROVINCES = 'ON ON ON ON QC QC QC BC BC AB AB MB SK NS NB NL PE'.split(' ');
/** Generated agencies: AGENCIES parents, each with CHILDREN branches. */
const AGENCIES = 12;
const CHILDREN = 4;

const array = (xs: readonly string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
/** An element of a literal array, chosen by `weight` in [0, 1) (skewed towards the first ones). */
const pick = (xs: readonly string[], weight: string) =>
  `(${array(xs)})[1 + floor(${xs.length} * ${weight})::int]`;
const ascii = (s: string) => `translate(lower(${s}), 'éèêëàâçîïôûùü', 'eeeeaaciiouuu')`;

export const agencyCodes = (): string[] =>
  Array.from({ length: AGENCIES }, (_, a) => [
    `AG${a + 1}`,
    ...Array.from({ length: CHILDREN }, (_, c) => `AG${a + 1}-${c + 1}`),
  ]).flat();

/** Organizations made once per run (the demo seed already holds CM, MAPLE and its branches, NORTHBANK). */
export const seedOrganizations = async (db: Client): Promise<void> => {
  await db.query(`insert into organizations (code, parent_code, name_en, name_fr, sales_channel, language,
      category, legal_name, branch_code)
    select code, case when code like '%-%' then split_part(code, '-', 1) end, 'Agency ' || code,
      'Agence ' || code, 'b2b', case when n % 3 = 0 then 'fr' else 'en' end, 'AGENCY',
      'Agency ' || code || ' Inc.', (2000 + n)::text
    from unnest(${array(agencyCodes())}) with ordinality as o(code, n) order by n`);
};

/** Organizations a booking sold by an agent belongs to (every one a agent is attached to). */
const b2b = () => ['MAPLE-MTL', 'MAPLE-TOR', ...agencyCodes()];

/** Agents [from, to): one organization each, two licences each (ON and QC or BC). */
export const seedAgents = async (db: Client, from: number, to: number): Promise<void> => {
  if (to <= from) return;
  const orgs = b2b();
  const agent = `select n, 'prf-scale-' || n as ref, (${array(orgs)})[1 + n % ${orgs.length}] as org,
      ${pick(FIRST, 'random()')} as first, ${pick(COMMON_LAST, 'random()')} as last
    from generate_series(${from}, ${to - 1}) n`;
  await db.query(`create temp table scale_agents as ${agent}`);
  await db.query(`insert into users (profile_ref, profile_code, user_type, role_code, first_name, last_name,
      email, language, status, province)
    select ref, 'agent' || n || '@scale.example', 'CIAM_ID', 'Consultant_Agency', first, last,
      'agent' || n || '@scale.example', 'en', 'ACTIVE', 'ON' from scale_agents`);
  await db.query(`insert into user_organizations (profile_ref, organization_code, is_default)
    select ref, org, true from scale_agents`);
  await db.query(`insert into licences (id, organization_code, profile_ref, name, status, licensed_province,
      licence_number, licence_type, screening_status, expiry_date)
    select 'lic-scale-' || n || '-' || k, org, ref, first || ' ' || last,
      case when random() < 0.85 then 'AUTHORIZED' when random() < 0.5 then 'RENEWAL_PENDING' else 'IN_PROGRESS' end,
      p, p || '-S' || n, 'AGENT', 'CLEARED', current_date + (random() * 1000)::int - 100
    from scale_agents, lateral (values (1, 'ON'), (2, case when n % 2 = 0 then 'QC' else 'BC' end)) l(k, p)`);
  await db.query(`drop table scale_agents`);
};

/**
 * Bookings [from, to) (numbered; 1.6 travellers each on average), sold by one of `agents` agents or
 * directly (CM, NORTHBANK). Returns the travellers (policies) written.
 */
export const seedBookings = async (db: Client, from: number, to: number, agents: number): Promise<number> => {
  const orgs = b2b();
  await db.query(`create temp table scale_groups as
    select g, 'GS' || lpad(g::text, 9, '0') as group_number, r,
      case when r[1] < 0.6 then 1 when r[1] < 0.9 then 2 else 4 end as size,
      case when r[2] < 0.35 then null else floor(${agents} * r[3] ^ 1.5)::int end as agent,
      current_date - floor(1826 * r[4] ^ 1.3)::int as applied,
      ${pick(PROVINCES, 'r[5]')} as province,
      case when r[6] < 0.3 then 'fr' else 'en' end as language,
      case when r[7] < 0.35 then ${pick(COMMON_LAST, 'r[8] ^ 1.5')}
        else ${pick(PREFIXES, 'r[8]')} || ${pick(SUFFIXES, 'r[9]')} end as last
    from (select g, array[random(), random(), random(), random(), random(), random(), random(), random(),
      random(), random(), random()] as r from generate_series(${from}, ${to - 1}) g) s`);
  const template = `(select trip_information from policy_groups where group_number = 'G1000001')`;
  await db.query(`insert into policy_groups (group_number, organization_code, sales_channel, traveller_category,
      traveller_type, language, trip_information, rating_request, province_of_residence, start_date, end_date,
      application_date, purchase_date, owner_profile_ref, booking_ref, created_at, updated_at)
    select group_number,
      case when agent is not null then (${array(orgs)})[1 + agent % ${orgs.length}]
        when r[10] < 0.75 then 'CM' else 'NORTHBANK' end,
      case when agent is null then 'b2c' else 'b2b' end, 'TRAVELLING_CANADIANS',
      case when size > 1 and r[11] < 0.5 then 'FAMILY' else 'SINGLE' end, language,
      ${template} || jsonb_build_object('startDate', applied + 7 + (r[9] * 120)::int,
        'endDate', applied + 14 + (r[9] * 120)::int + (r[11] * 40)::int, 'provinceOfResidence', province),
      null, province, applied + 7 + (r[9] * 120)::int, applied + 14 + (r[9] * 120)::int + (r[11] * 40)::int,
      applied, applied + make_interval(secs => r[10] * 86400), case when agent is not null then 'prf-scale-' || agent end,
      'BK-S' || g, applied, applied
    from scale_groups`);
  await db.query(`insert into policy_dependents (group_number, reference_number, first_name, last_name,
      date_of_birth, relationship, trip_cost_cents)
    select group_number, size + 1, ${pick(FIRST, 'r[2]')}, last, applied - 365 * 6 - (r[3] * 3000)::int, 'CHILD', 0
    from scale_groups where size > 1 and r[11] < 0.5`);
  await db.query(`create temp table scale_policies as
    select 'TX' || lpad((300000000 + g * 4 + k)::text, 9, '0') as policy_number, group_number, k, applied,
      agent, last, ${pick(FIRST, 'random() ^ 1.5')} as first, random() as s, random() as b,
      applied + make_interval(secs => r[10] * 86400) as bought, 2000 + floor(40000 * random() ^ 2)::int as cents,
      case when random() < 0.8 then 'SEMH' else 'MEMH' end as plan_code
    from scale_groups, generate_series(1, size) k`);
  await db.query(`insert into policies (policy_number, group_number, reference_number, status, first_name,
      last_name, date_of_birth, age, contact, plan_code, plan, premium_total_cents, created_at, updated_at)
    select policy_number, group_number, k,
      case when s < 0.88 then 'ACTIVE' when s < 0.97 then 'INACTIVE' when s < 0.99 then 'REFUNDED' else 'PENDING' end,
      first, last, applied - 365 * 18 - (b * 365 * 62)::int, 18 + (b * 62)::int,
      jsonb_build_object('email', ${ascii('first')} || '.' || ${ascii('last')} || (s * 1000)::int || '@' ||
        ${pick(DOMAINS, 'b')}, 'phone', '+1416555' || lpad((s * 10000)::int::text, 4, '0')),
      plan_code,
      (select plan from policies where policy_number = 'TX10000011') ||
        jsonb_build_object('code', plan_code, 'premiumTotal', cents),
      cents, bought, bought
    from scale_policies`);
  await db.query(`insert into payments (id, policy_number, payment_date, type, method, amount_cents, card_brand,
      card_last4)
    select kind || '-' || policy_number, policy_number, bought + case kind when 'pay' then interval '0' else interval '9 days' end,
      case kind when 'pay' then 'CHARGE' else 'REFUND' end,
      case when agent is null then 'CREDIT_CARD' else 'PAID_TO_AGENCY' end, cents,
      case when agent is null then 'visa' end, case when agent is null then '4242' end
    from scale_policies, unnest(case when s between 0.88 and 0.99 then array['pay', 'refund'] else array['pay'] end) kind`);
  await db.query(`insert into payment_transactions (id, payment_id, provider_reference, type, amount_cents, status,
      created_at)
    select 'ptx-' || p.id, p.id, 'sbx-' || p.id, p.type, p.amount_cents, 'SUCCEEDED', p.payment_date
    from payments p join scale_policies s on s.policy_number = p.policy_number`);
  await db.query(`insert into policy_history (policy_number, at, actor_ref, action, field_changed, from_value, to_value)
    select policy_number, bought + make_interval(days => e.after), case when agent is not null then 'prf-scale-' || agent end,
      e.action, 'status', e.from_value, e.to_value
    from scale_policies, lateral (values (0, 'CREATED', 'QUOTE', 'ACTIVE', true),
      (9, 'CANCELLED', 'ACTIVE', 'INACTIVE', s between 0.88 and 0.99)) e(after, action, from_value, to_value, happened)
    where e.happened`);
  await db.query(`insert into policy_deliveries (id, policy_number, at, channel, recipient, language, status, document)
    select 'dlv-' || policy_number, policy_number, bought, 'EMAIL', 'traveller@example.com', 'en', 'SENT', 'CONFIRMATION'
    from scale_policies`);
  const { rows } = await db.query<{ n: string }>(`select count(*) as n from scale_policies`);
  await db.query(`drop table scale_policies`);
  await db.query(`drop table scale_groups`);
  return Number(rows[0]?.n ?? 0);
};

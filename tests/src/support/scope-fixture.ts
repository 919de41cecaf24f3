import { DEMO_USERS } from '@tripx/adapters-sql';
import { USER_ROLES, roleCategory, type UserRole } from '@tripx/domain';
import type { RunningServer } from '@tripx/server';
import { sql } from 'kysely';

/** The insurer's own organization (its staff are targets of the 'insurer' relation wherever they belong). */
export const INSURER = 'CM';
/** Where one user of every role sits for the matrix: a branch with a parent, a sibling and a child. */
export const MIDDLE = 'MAPLE-MTL';
const CHILD = 'MAPLE-MTL-LAVAL';

export type Relation = 'own' | 'child' | 'parent' | 'sibling' | 'insurer';

export interface Org {
  readonly code: string;
  readonly parentCode: string | null;
  readonly name: string;
}

/** The data one organization holds: each is a target a request can name. */
export interface OrgTargets {
  readonly org: Org;
  /** Agents (CIAM) belonging to this organization only; for the insurer, its staff (LAN_ID). */
  readonly users: readonly string[];
  readonly agencyLicences: readonly string[];
  /** [profileRef, licenceId] */
  readonly agentLicences: readonly (readonly [string, string])[];
  /** [policyNumber, soldBy profileRef or null] */
  readonly policies: readonly (readonly [string, string | null])[];
  /** A webhook endpoint and one delivery of it. */
  readonly webhooks: { readonly endpoint: string; readonly delivery: string };
}

export interface Actor {
  readonly profileRef: string;
  readonly role: UserRole;
  readonly home: string;
}

/** How a target's organization stands to the actor's home organization. */
export const relationOf = (orgs: readonly Org[], home: string, code: string): Relation => {
  if (code === INSURER) return 'insurer';
  if (code === home) return 'own';
  const ancestors = (c: string): string[] => {
    const parent = orgs.find((o) => o.code === c)?.parentCode;
    return parent ? [parent, ...ancestors(parent)] : [];
  };
  if (ancestors(code).includes(home)) return 'child';
  return ancestors(home).includes(code) ? 'parent' : 'sibling';
};

const run = (s: RunningServer, q: ReturnType<typeof sql>) => q.execute(s.database.db);

/** Copies the rows of `table` where `key` = `from`, with some columns replaced (a cheap policy copy). */
const copyRows = async (
  s: RunningServer,
  table: string,
  key: string,
  from: string,
  changes: Readonly<Record<string, string | null>>,
): Promise<void> => {
  const { rows } = await run(
    s,
    sql`select column_name from information_schema.columns where table_name = ${table} and table_schema = current_schema() order by ordinal_position`,
  );
  const cols = (rows as { column_name: string }[]).map((r) => r.column_name);
  const values = cols.map((c) => (c in changes ? sql`${changes[c]}` : sql.ref(c)));
  await run(
    s,
    sql`insert into ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))}) select ${sql.join(values)} from ${sql.table(table)} where ${sql.ref(key)} = ${from}`,
  );
};

const addUser = async (s: RunningServer, profileRef: string, role: UserRole, org: string) => {
  const userType = roleCategory(role) === 'Internal' ? 'LAN_ID' : 'CIAM_ID';
  await run(
    s,
    sql`insert into users (profile_ref, profile_code, user_type, role_code, first_name, last_name, email, language, title, status, created_by)
        values (${profileRef}, ${profileRef}, ${userType}, ${role}, 'Matrix', ${role}, ${`${profileRef}@example.com`}, 'en', ${role}, 'ACTIVE', 'matrix')`,
  );
  await run(
    s,
    sql`insert into user_organizations (profile_ref, organization_code, is_default) values (${profileRef}, ${org}, true)`,
  );
};

const addLicence = (s: RunningServer, id: string, org: string, profileRef: string | null) =>
  run(
    s,
    sql`insert into licences (id, organization_code, profile_ref, name, status, licensed_province, licence_number, expiry_date)
        values (${id}, ${org}, ${profileRef}, ${id}, 'IN_PROGRESS', 'ON', ${`M-${id}`}, '2099-12-31')`,
  );

/** A policy of `org`, copied from a seeded one (its group, traveller and payment). */
const addPolicy = async (s: RunningServer, n: number, org: string, soldBy: string | null) => {
  const group = `G900000${n}`;
  const policy = `TX900000${n}1`;
  await copyRows(s, 'policy_groups', 'group_number', 'G1000001', {
    group_number: group,
    organization_code: org,
    owner_profile_ref: soldBy,
    booking_ref: null,
    quote_id: null,
  });
  await copyRows(s, 'policies', 'policy_number', 'TX10000011', {
    policy_number: policy,
    group_number: group,
  });
  await copyRows(s, 'payments', 'policy_number', 'TX10000011', {
    id: `pay-${policy}`,
    policy_number: policy,
    idempotency_key: null,
  });
  return [policy, soldBy] as const;
};

/**
 * On top of the demo seed: a child branch below MAPLE-MTL, one user of every role in MAPLE-MTL,
 * and in every organization an agent, an agency licence, an agent licence and a policy.
 */
export const seedScopeMatrix = async (
  s: RunningServer,
): Promise<{ orgs: readonly Org[]; targets: readonly OrgTargets[]; actors: readonly Actor[] }> => {
  await run(
    s,
    sql`insert into organizations (code, parent_code, name_en, name_fr, sales_channel, language, category)
        values (${CHILD}, ${MIDDLE}, 'Maple Travel Laval', 'Voyages Érable Laval', 'b2b', 'fr', 'AGENCY')`,
  );
  const { rows } = await run(s, sql`select code, parent_code, name_en from organizations order by code`);
  const orgs = (rows as { code: string; parent_code: string | null; name_en: string }[]).map((r) => ({
    code: r.code,
    parentCode: r.parent_code,
    name: r.name_en,
  }));
  const actors: Actor[] = [];
  for (const role of USER_ROLES) {
    const profileRef = `prf-matrix-${role}`;
    await addUser(s, profileRef, role, MIDDLE);
    actors.push({ profileRef, role, home: MIDDLE });
  }
  // The demo partners of MAPLE where the seed puts them: the insurer's admin belongs to MAPLE too.
  for (const u of DEMO_USERS.filter((d) => d.userType === 'CIAM_ID' && d.organizations[0] === 'MAPLE'))
    actors.push({ profileRef: u.profileRef, role: u.role, home: 'MAPLE' });
  const targets: OrgTargets[] = [];
  for (const [i, org] of orgs.entries()) {
    const staff = org.code === INSURER;
    const agent = `prf-matrix-agent-${org.code}`;
    if (!staff) await addUser(s, agent, 'Consultant_Agency', org.code);
    await addLicence(s, `lic-m-${org.code}`, org.code, null);
    if (!staff) await addLicence(s, `lic-ma-${org.code}`, org.code, agent);
    targets.push({
      org,
      users: staff ? DEMO_USERS.filter((u) => u.userType === 'LAN_ID').map((u) => u.profileRef) : [agent],
      agencyLicences: [`lic-m-${org.code}`],
      agentLicences: staff ? [] : [[agent, `lic-ma-${org.code}`]],
      policies: [await addPolicy(s, i + 1, org.code, staff ? null : agent)],
      webhooks: await addWebhook(s, org.code),
    });
  }
  return { orgs, targets, actors };
};

/** A live partner key of `org`, fresh for a request that may revoke or rotate it. */
export const freshPartnerKey = async (s: RunningServer, id: string, org: string): Promise<string> => {
  await run(
    s,
    sql`insert into partner_keys (id, organization_code, name, scopes, environment, secret_hash, created_by, created_at)
        values (${id}, ${org}, 'Matrix', '["quote"]', 'test', ${'0'.repeat(64)}, 'prf-admin', now())`,
  );
  return id;
};

/** A webhook endpoint of the organization with a delivery that failed (to the discard port). */
const addWebhook = async (s: RunningServer, org: string) => {
  const [endpoint, event, delivery] = ['whk', 'whe', 'whd'].map((p) => `${p}-${org}`) as [
    string,
    string,
    string,
  ];
  await run(
    s,
    sql`insert into webhook_endpoints (id, organization_code, url, events, secret, created_at)
        values (${endpoint}, ${org}, 'http://127.0.0.1:9/matrix', '["policy.issued"]', 'whsec_bWF0cml4', now())`,
  );
  await run(
    s,
    sql`insert into webhook_events (id, organization_code, type, data, occurred_at, fanned_out_at, created_at)
        values (${event}, ${org}, 'policy.issued', '{}', now(), now(), now())`,
  );
  await run(
    s,
    sql`insert into webhook_deliveries (id, event_id, endpoint_id, status, attempts, max_attempts, created_at)
        values (${delivery}, ${event}, ${endpoint}, 'FAILED', 1, 1, now())`,
  );
  return { endpoint, delivery };
};

/** A link of `org` (the insurer's: one shown to every organization), fresh for a request that may remove it. */
export const freshLink = async (s: RunningServer, id: string, org: string): Promise<string> => {
  await run(
    s,
    sql`insert into external_links (id, section, organization_code, label_en, label_fr, url)
        values (${id}, 'faq', ${org === INSURER ? null : org}, 'Matrix', 'Matrice', 'https://canada.ca/matrix')`,
  );
  return id;
};

import type { SaleRow, SalesTally } from '@tripx/application';
import type { CalendarDate } from '@tripx/domain';
import { sql } from 'kysely';
import type { Db } from '../database/database';

/** Sold travellers (any status but QUOTE) of bookings applied for in [from, to] by these organizations. */
const sold = (db: Db, codes: readonly string[], from: CalendarDate, to: CalendarDate) =>
  db
    .selectFrom('policy_groups as g')
    .innerJoin('policies as p', 'p.group_number', 'g.group_number')
    .leftJoin('users as u', 'u.profile_ref', 'g.owner_profile_ref')
    .where('g.organization_code', 'in', [...codes])
    .where('g.application_date', '>=', from)
    .where('g.application_date', '<=', to)
    .where('p.status', '<>', 'QUOTE');

/**
 * Runs a report's statements planned with their values: an organization's year is a hundred
 * bookings or fifty thousand, and the generic plan PostgreSQL switches a prepared statement to after
 * five runs (database.ts prepares them) is one plan for both, without parallel workers (1.5 to 2
 * times slower at 1M policies, docs/performance.md).
 */
const plannedWithValues = <T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> => {
  const run = async (trx: Db) => {
    await sql`set local plan_cache_mode = force_custom_plan`.execute(trx);
    return work(trx);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
};

/** An agent's name as reports show it, null for a consumer's booking. */
export const agentName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** SalesJournals: one row per sold traveller, by day, booking and traveller. */
export const salesJournal = async (
  db: Db,
  codes: readonly string[],
  from: CalendarDate,
  to: CalendarDate,
): Promise<readonly SaleRow[]> => {
  if (codes.length === 0) return [];
  const rows = await plannedWithValues(db, (q) =>
    sold(q, codes, from, to)
      .select([
        'g.application_date',
        'g.group_number',
        'p.policy_number',
        'g.organization_code',
        'g.owner_profile_ref',
        'u.first_name as agent_first',
        'u.last_name as agent_last',
        'p.first_name',
        'p.last_name',
        'p.plan_code',
        'p.status',
        'p.premium_total_cents',
      ])
      .orderBy('g.application_date')
      .orderBy('g.group_number')
      .orderBy('p.reference_number')
      .execute(),
  );
  return rows.map((r) => ({
    purchaseDay: r.application_date as CalendarDate,
    groupNumber: r.group_number,
    policyNumber: r.policy_number,
    organizationCode: r.organization_code,
    agentRef: r.owner_profile_ref,
    agentName: agentName(r.agent_first, r.agent_last),
    travellerName: `${r.first_name} ${r.last_name}`,
    planCode: r.plan_code,
    status: r.status,
    premiumCents: Number(r.premium_total_cents),
  }));
};

/**
 * SalesActivity: the same travellers counted per day, organization and agent by the database (a few
 * hundred rows a year where the journal has tens of thousands). Migration 016's covering indexes let
 * it read only indexes: bookings by organization and date, then each booking's travellers.
 */
export const salesTallies = async (
  db: Db,
  codes: readonly string[],
  from: CalendarDate,
  to: CalendarDate,
): Promise<readonly SalesTally[]> => {
  if (codes.length === 0) return [];
  const rows = await plannedWithValues(db, (q) =>
    sold(q, codes, from, to)
      .select((eb) => [
        'g.application_date',
        'g.organization_code',
        'g.owner_profile_ref',
        'u.first_name as agent_first',
        'u.last_name as agent_last',
        sql<string>`count(distinct g.group_number)`.as('policies'),
        eb.fn.countAll<string>().as('travellers'),
        eb.fn.sum<string>('p.premium_total_cents').as('premium'),
      ])
      .groupBy([
        'g.application_date',
        'g.organization_code',
        'g.owner_profile_ref',
        'u.first_name',
        'u.last_name',
      ])
      .execute(),
  );
  return rows.map((r) => ({
    purchaseDay: r.application_date as CalendarDate,
    organizationCode: r.organization_code,
    agentRef: r.owner_profile_ref,
    agentName: agentName(r.agent_first, r.agent_last),
    policies: Number(r.policies),
    travellers: Number(r.travellers),
    premiumCents: Number(r.premium),
  }));
};

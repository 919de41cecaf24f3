import type {
  AttemptCriteria,
  AttemptSummary,
  FailedAttemptStatus,
  PolicyVisibility,
} from '@tripx/application';
import {
  TIME_ZONE,
  type AttemptSortField,
  type CalendarDate,
  type CatalogueNames,
  type Cents,
  type SortedSlice,
} from '@tripx/domain';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../database/database';
import { decodeColumn } from '../decode/decode-row';
import { purchaseDb } from '../purchase/purchase-schema';
import { agentName } from './sql-sales';
import { visibilitySql } from './visibility-sql';

const Contact = t.partial({ email: t.union([t.string, t.null]), phone: t.union([t.string, t.null]) });
/**
 * purchase_attempts.booking's travellers: a PendingBooking's policies, or (an attempt migration 011
 * moved out of the policy tables) the policy rows as they were.
 */
const AttemptTravellersCodec = t.array(
  t.union([
    t.intersection([
      t.type({ firstName: t.string, lastName: t.string, planCode: t.string }),
      t.partial({ contact: Contact }),
    ]),
    t.intersection([
      t.type({ first_name: t.string, last_name: t.string, plan_code: t.string }),
      t.partial({ contact: Contact }),
    ]),
  ]),
);
type StoredTraveller = t.TypeOf<typeof AttemptTravellersCodec>[number];
const traveller = (p: StoredTraveller) =>
  'firstName' in p
    ? { firstName: p.firstName, lastName: p.lastName, planCode: p.planCode, contact: p.contact ?? {} }
    : { firstName: p.first_name, lastName: p.last_name, planCode: p.plan_code, contact: p.contact ?? {} };

/** The Toronto day an attempt was made on (created_at is an instant). */
const torontoDay = sql<string>`(a.created_at at time zone ${TIME_ZONE})::date`;

const startDate = sql<string>`coalesce(a.booking->>'startDate', a.booking->'group'->>'start_date')`;

/** What each sort of the attempts list orders by; the group number breaks ties (it is unique). */
const ATTEMPT_ORDER = {
  createdAt: sql`a.created_at`,
  status: sql`a.status`,
  organizationCode: sql`a.organization_code`,
  startDate,
  total: sql`a.total_cents`,
} satisfies Record<AttemptSortField, unknown>;

/**
 * Declined and abandoned purchase attempts (migration 011) within the caller's visibility, in the
 * slice's order: the travellers, contact and plans are read from the booking the attempt kept.
 */
export const searchAttempts = async (
  db: Db,
  names: CatalogueNames,
  criteria: AttemptCriteria,
  visibility: PolicyVisibility,
  page: SortedSlice<AttemptSortField>,
): Promise<{ readonly total: number; readonly attempts: readonly AttemptSummary[] }> => {
  const base = purchaseDb(db)
    .selectFrom('purchase_attempts as a')
    .where('a.status', 'in', criteria.status ? [criteria.status] : ['DECLINED', 'ABANDONED'])
    .where(visibilitySql(visibility, { organization: 'a.organization_code', owner: 'a.owner_profile_ref' }))
    .$if(criteria.from !== undefined, (q) => q.where(torontoDay, '>=', String(criteria.from)))
    .$if(criteria.to !== undefined, (q) => q.where(torontoDay, '<=', String(criteria.to)));
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as u', 'u.profile_ref', 'a.owner_profile_ref')
    .select([
      'a.group_number',
      'a.status',
      'a.reason',
      'a.organization_code',
      'a.created_at',
      'a.settled_at',
      'a.total_cents',
      'u.first_name as agent_first',
      'u.last_name as agent_last',
      startDate.as('start_date'),
      sql<string>`coalesce(a.booking->>'endDate', a.booking->'group'->>'end_date')`.as('end_date'),
      sql<unknown>`a.booking->'policies'`.as('travellers'),
    ])
    .orderBy(ATTEMPT_ORDER[page.sortField], page.sortOrder)
    .orderBy('a.group_number')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const attempts = rows.map((r): AttemptSummary => {
    const paxes = decodeColumn(
      AttemptTravellersCodec,
      { table: 'purchase_attempts', id: r.group_number, column: 'booking' },
      r.travellers,
    ).map(traveller);
    const contact = paxes[0]?.contact ?? {};
    return {
      groupNumber: r.group_number,
      status: r.status as FailedAttemptStatus,
      reason: r.reason,
      organizationCode: r.organization_code,
      agentName: agentName(r.agent_first, r.agent_last),
      createdAt: new Date(r.created_at).toISOString(),
      settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
      travellers: paxes.map((p) => ({ firstName: p.firstName, lastName: p.lastName })),
      email: contact.email ?? null,
      phone: contact.phone ?? null,
      plans: [...new Set(paxes.map((p) => p.planCode))].map((code) => ({
        code,
        name: names.plan(code) ?? null,
      })),
      startDate: r.start_date as CalendarDate,
      endDate: r.end_date as CalendarDate,
      totalCents: Number(r.total_cents) as Cents,
    };
  });
  return { total: Number(total), attempts };
};

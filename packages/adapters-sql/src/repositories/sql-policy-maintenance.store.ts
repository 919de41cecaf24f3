import type {
  ClaimScope,
  LedgerPayment,
  MaintainedPolicy,
  MoneyMove,
  MoneyOutbox,
  MoveSettlement,
  NewLedgerPayment,
  NewNote,
  PendingUpdate,
  PolicyMaintenanceStore,
  PolicyWrite,
} from '@tripx/application';
import { JsonObject } from '@tripx/application';
import {
  centsOfWholeDollars,
  wholeDollarsOfCents,
  type CalendarDate,
  type Cents,
  type EndorsementDependent,
  type EndorsementSnapshot,
  type PolicyStatus,
} from '@tripx/domain';
import type * as t from 'io-ts';
import { sql } from 'kysely';
import type { Database, Db } from '../database/database';
import { decodeColumn } from '../decode/decode-row';
import { storedBirthDate, storedDay } from '../decode/stored-day';
import { soldRatingContext } from './sold-rating-request';
import { paymentRows } from './payment-rows';
import { benefitCodesOf, PlanSnapshotCodec, TripInformationRowCodec } from './policy-rows.codec';
import { insertMoves, SqlMoneyOutbox } from './sql-money-outbox';
import { webhookEventsInsert } from '../webhooks/sql-webhooks.store';

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
type PlanSnapshot = t.TypeOf<typeof PlanSnapshotCodec>;
const tripOf = (group: { readonly group_number: string; readonly trip_information: unknown }) =>
  decodeColumn(
    TripInformationRowCodec,
    { table: 'policy_groups', id: group.group_number, column: 'trip_information' },
    group.trip_information,
  );
const planOf = (row: { readonly policy_number: string; readonly plan: unknown }): PlanSnapshot =>
  decodeColumn(PlanSnapshotCodec, { table: 'policies', id: row.policy_number, column: 'plan' }, row.plan);
class Stale extends Error {}
/** A dependent's date of birth, left out when unknown (migration 012). */
const optionalBirthDate = (v: unknown): { dateOfBirth?: CalendarDate } => {
  const born = storedBirthDate(v);
  return born === null ? {} : { dateOfBirth: born };
};

/** Ledger rows of a policy action or of a money move that completed. */
const insertPayments = async (db: Db, payments: readonly NewLedgerPayment[], now: Date): Promise<void> => {
  if (payments.length === 0) return;
  await db.insertInto('payments').values(paymentRows(payments, now)).execute();
};

/**
 * The policy write side over PostgreSQL/PGlite. The booking's version is the version of its
 * policies (all bumped together): a save updates them only at the version read, in the same
 * transaction as payments, history and the money moves it owes, so a stale save writes nothing.
 * It is also the money outbox, whose declined charges are undone with the same write.
 */
export class SqlPolicyMaintenanceStore implements PolicyMaintenanceStore, MoneyOutbox {
  private readonly outbox: SqlMoneyOutbox;

  /**
   * `versionAt`: the rate version in force on an application date, for policies whose sold version
   * was not recorded (rate_version is null when the version is not in rate_versions).
   */
  constructor(
    private readonly database: Database,
    private readonly versionAt: (applicationDate: string) => string | undefined = () => undefined,
    /** A purchase's plan snapshot names its optional benefits ({ en, fr }); this finds their codes. */
    private readonly benefitCode: (englishName: string) => string | undefined = () => undefined,
  ) {
    this.outbox = new SqlMoneyOutbox(database, (trx, w) => this.write(trx, w), insertPayments);
  }

  claimDue(now: string, limit: number, leaseMs: number, scope?: ClaimScope): Promise<MoneyMove[]> {
    return this.outbox.claimDue(now, limit, leaseMs, scope);
  }

  settle(move: MoneyMove, outcome: MoveSettlement, now: Date): Promise<'recorded' | 'settled'> {
    return this.outbox.settle(move, outcome, now);
  }

  hasOpenMoves(groupNumber: string): Promise<boolean> {
    return this.outbox.hasOpenMoves(groupNumber);
  }

  async load(policyNumber: string): Promise<MaintainedPolicy | undefined> {
    const db = this.database.db;
    const group = await db
      .selectFrom('policies as p')
      .innerJoin('policy_groups as g', 'g.group_number', 'p.group_number')
      .selectAll('g')
      .where('p.policy_number', '=', policyNumber)
      .executeTakeFirst();
    if (!group) return undefined;
    const rows = await sql<{
      policy_number: string;
      reference_number: number;
      status: string;
      premium_total_cents: number;
      plan_code: string;
      plan: unknown;
      date_of_birth: unknown;
      age: number;
      rate_version: string | null;
      version: number;
      has_claim: boolean;
    }>`select policy_number, reference_number, status, premium_total_cents, plan_code, plan, date_of_birth, age,
        rate_version, version, has_claim from policies where group_number = ${group.group_number}
        order by reference_number`.execute(db);
    const numbers = rows.rows.map((r) => r.policy_number);
    const payments = await db
      .selectFrom('payments')
      .selectAll()
      .where('policy_number', 'in', numbers)
      .orderBy('payment_date')
      .orderBy('id')
      .execute();
    const dependents = await db
      .selectFrom('policy_dependents')
      .selectAll()
      .where('group_number', '=', group.group_number)
      .orderBy('reference_number')
      .execute();
    const trip = tripOf(group);
    const plans = new Map(rows.rows.map((r) => [r.policy_number, planOf(r)]));
    const plan = (n: string): PlanSnapshot => plans.get(n) ?? {};
    const ledger = (n: string): LedgerPayment[] =>
      payments
        .filter((p) => p.policy_number === n)
        .map((p) => ({
          id: p.id,
          policyNumber: p.policy_number,
          paymentDate: iso(p.payment_date),
          type: p.type as LedgerPayment['type'],
          method: p.method,
          amountCents: p.amount_cents,
          brand: p.card_brand,
          last4: p.card_last4,
          chargeRef: p.card_reference,
          chargeKey: p.idempotency_key,
        }));
    const snapshot: EndorsementSnapshot = {
      startDate: storedDay(group.start_date),
      endDate: storedDay(group.end_date),
      departureLocation: trip.departureLocation ?? '',
      destinations: trip.destinations ?? [],
      paxes: rows.rows.map((r) => ({
        policyNumber: r.policy_number,
        optionalBenefits: benefitCodesOf(plan(r.policy_number), this.benefitCode),
      })),
      dependents: dependents.map((d) => ({
        referenceNumber: d.reference_number,
        ...(d.first_name ? { firstName: d.first_name } : {}),
        ...(d.last_name ? { lastName: d.last_name } : {}),
        ...optionalBirthDate(d.date_of_birth),
        ...(d.relationship ? { relationship: d.relationship } : {}),
        ...(d.trip_cost_cents !== null ? { tripCost: wholeDollarsOfCents(d.trip_cost_cents) } : {}),
      })),
    };
    const ratingContext = soldRatingContext({
      group: { ...group, application_date: storedDay(group.application_date), trip },
      policies: rows.rows.map((r) => ({
        policyNumber: r.policy_number,
        referenceNumber: r.reference_number,
        dateOfBirth: storedBirthDate(r.date_of_birth),
        age: r.age,
        planCode: r.plan_code,
        plan: plan(r.policy_number),
      })),
      dependents: dependents.map((d) => ({
        referenceNumber: d.reference_number,
        dateOfBirth: storedBirthDate(d.date_of_birth),
        tripCostCents: d.trip_cost_cents,
      })),
    });
    return {
      groupNumber: group.group_number,
      organizationCode: group.organization_code,
      soldBy: group.owner_profile_ref,
      version: Math.max(...rows.rows.map((r) => r.version)),
      ratesVersion:
        rows.rows[0]?.rate_version ??
        ratingContext?.request.ratesVersion ??
        this.versionAt(storedDay(group.application_date)) ??
        '',
      snapshot,
      hasClaim: rows.rows.some((r) => r.has_claim),
      paxes: rows.rows.map((r) => ({
        policyNumber: r.policy_number,
        status: r.status as PolicyStatus,
        premiumCents: r.premium_total_cents as Cents,
        payments: ledger(r.policy_number),
      })),
      ...(ratingContext ? { ratingContext } : {}),
    };
  }

  async save(w: PolicyWrite): Promise<'saved' | 'stale'> {
    try {
      await this.database.transaction((trx) => this.write(trx, w));
      return 'saved';
    } catch (e) {
      if (e instanceof Stale) return 'stale';
      throw e;
    }
  }

  private async write(db: Db, w: PolicyWrite): Promise<void> {
    const count = await db
      .selectFrom('policies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_number', '=', w.groupNumber)
      .executeTakeFirstOrThrow();
    const bumped = await sql<{
      policy_number: string;
    }>`update policies set version = version + 1, updated_at = ${w.now}
      where group_number = ${w.groupNumber} and version = ${w.expectedVersion} returning policy_number`.execute(
      db,
    );
    if (bumped.rows.length !== Number(count.n)) throw new Stale();
    for (const p of w.premiums)
      await db
        .updateTable('policies')
        .set({ premium_total_cents: p.premium })
        .where('policy_number', '=', p.policyNumber)
        .execute();
    for (const s of w.statuses)
      await db
        .updateTable('policies')
        .set({ status: s.status })
        .where('policy_number', '=', s.policyNumber)
        .execute();
    if (w.snapshot) await this.writeSnapshot(db, w.groupNumber, w.snapshot, w.now);
    await insertPayments(db, w.payments, w.now);
    await insertMoves(db, w.moves ?? [], w.now);
    if (w.events?.length) await webhookEventsInsert(w.events, w.now).execute(db);
    if (w.history.length > 0)
      await db
        .insertInto('policy_history')
        .values(
          w.history.map((h) => ({
            policy_number: h.policyNumber,
            at: w.now,
            actor_ref: w.actorRef,
            action: h.action,
            field_changed: h.change?.fieldChanged ?? null,
            from_value: h.change?.from ?? null,
            to_value: h.change?.to ?? null,
          })),
        )
        .execute();
  }

  private async writeSnapshot(db: Db, groupNumber: string, s: EndorsementSnapshot, now: Date): Promise<void> {
    const group = await db
      .selectFrom('policy_groups')
      .select('trip_information')
      .where('group_number', '=', groupNumber)
      .executeTakeFirstOrThrow();
    const trip = {
      ...tripOf({ group_number: groupNumber, trip_information: group.trip_information }),
      startDate: s.startDate,
      endDate: s.endDate,
      departureLocation: s.departureLocation,
      destinations: s.destinations,
    };
    await db
      .updateTable('policy_groups')
      .set({
        start_date: s.startDate,
        end_date: s.endDate,
        trip_information: JSON.stringify(trip),
        updated_at: now,
      })
      .where('group_number', '=', groupNumber)
      .execute();
    for (const pax of s.paxes)
      await sql`update policies set plan = jsonb_set(plan, '{optionalBenefitCodes}', ${JSON.stringify(
        pax.optionalBenefits,
      )}::jsonb) where policy_number = ${pax.policyNumber}`.execute(db);
    await db.deleteFrom('policy_dependents').where('group_number', '=', groupNumber).execute();
    const dependents: readonly EndorsementDependent[] = s.dependents;
    if (dependents.length > 0)
      await db
        .insertInto('policy_dependents')
        .values(
          dependents.map((d) => ({
            group_number: groupNumber,
            reference_number: d.referenceNumber,
            first_name: d.firstName ?? null,
            last_name: d.lastName ?? null,
            // Only a revert writes an undated dependent: the one it loaded (an endorsement refuses it).
            date_of_birth: d.dateOfBirth ?? null,
            relationship: d.relationship ?? null,
            trip_cost_cents: d.tripCost !== undefined ? centsOfWholeDollars(d.tripCost) : null,
          })),
        )
        .execute();
  }

  async addNote(note: NewNote): Promise<void> {
    await this.database.db
      .insertInto('notes')
      .values({
        id: note.id,
        owner_code: note.ownerCode,
        content: note.note,
        author_ref: note.authorRef,
        author_name: note.authorName,
        created_at: note.now,
      })
      .execute();
  }

  async keepFailedUpdate(u: PendingUpdate): Promise<void> {
    await sql`insert into policy_pending_updates (policy_number, request, code) values (${u.policyNumber},
      ${JSON.stringify(u.request)}::jsonb, ${u.code}) on conflict (policy_number) do update
      set request = excluded.request, code = excluded.code, created_at = now()`.execute(this.database.db);
  }

  async failedUpdate(policyNumber: string): Promise<PendingUpdate | undefined> {
    const r = await sql<{ request: unknown; code: string }>`select request, code from policy_pending_updates
      where policy_number = ${policyNumber}`.execute(this.database.db);
    const row = r.rows[0];
    if (!row) return undefined;
    const at = { table: 'policy_pending_updates', id: policyNumber, column: 'request' };
    return { policyNumber, request: decodeColumn(JsonObject, at, row.request), code: row.code };
  }

  async clearFailedUpdate(policyNumber: string): Promise<void> {
    await sql`delete from policy_pending_updates where policy_number = ${policyNumber}`.execute(
      this.database.db,
    );
  }
}

import type { Activation, KeyClaim, PendingBooking, PurchaseStore, StoredAnswer } from '@tripx/application';
import type { PolicyStatus } from '@tripx/domain';
import { randomInt } from 'node:crypto';
import type { Database } from '../database/database';
import { purchaseDb } from './purchase-schema';
import { SqlOutbox } from './sql-outbox';

const json = (v: unknown) => JSON.stringify(v);
const idKey = (scope: string, key: string) => `purchase|${scope}|${key}`;
/** The answer is kept as a JSON string inside jsonb, so a replay is byte for byte the first answer. */
const keep = (body: unknown) => JSON.stringify(JSON.stringify(body));
const bodyOf = (stored: unknown): StoredAnswer['body'] =>
  (typeof stored === 'string' ? JSON.parse(stored) : stored) as StoredAnswer['body'];

/**
 * The write side of a purchase over PostgreSQL/PGlite. The Idempotency-Key row is claimed with an
 * INSERT … ON CONFLICT DO NOTHING on its primary key, so two instances never both run one purchase.
 */
export class SqlPurchaseStore implements PurchaseStore {
  constructor(private readonly database: Database) {}

  private get db() {
    return purchaseDb(this.database.db);
  }

  async claimKey(input: { scope: string; key: string; requestHash: string; now: Date }): Promise<KeyClaim> {
    const key = idKey(input.scope, input.key);
    const inserted = await this.db
      .insertInto('idempotency_keys')
      .values({ key, scope: 'purchase', request_hash: input.requestHash, created_at: input.now })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return { kind: 'claimed' };
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (row.request_hash !== input.requestHash) return { kind: 'conflict' };
    if (row.status_code === null) return { kind: 'inProgress' };
    return {
      kind: 'replay',
      answer: { status: row.status_code, body: bodyOf(row.response) },
    };
  }

  async answerOf(scope: string, key: string): Promise<StoredAnswer | undefined> {
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select(['status_code', 'response'])
      .where('key', '=', idKey(scope, key))
      .executeTakeFirst();
    return row && row.status_code !== null
      ? { status: row.status_code, body: bodyOf(row.response) }
      : undefined;
  }

  async organizationCategory(code: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('organizations')
      .select('category')
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.category;
  }

  async nextPolicyNumbers(count: number): Promise<readonly string[]> {
    // Random, not sequential: numbers must not reveal sales volume; the primary key catches a clash.
    return Array.from({ length: count }, () => `TX${String(randomInt(100_000_000, 1_000_000_000))}`);
  }

  async insertPending(b: PendingBooking): Promise<void> {
    await this.database.transaction(async (trx) => {
      const db = purchaseDb(trx);
      const rateVersion = await db
        .selectFrom('rate_versions')
        .select('id')
        .where('id', '=', b.ratesVersion)
        .executeTakeFirst();
      await db
        .insertInto('policy_groups')
        .values({
          group_number: b.groupNumber,
          organization_code: b.organizationCode,
          sales_channel: b.salesChannel,
          traveller_category: b.travellerCategory,
          traveller_type: b.travellerType,
          language: b.language,
          trip_information: json(b.tripInformation),
          province_of_residence: b.provinceOfResidence,
          start_date: b.startDate,
          end_date: b.endDate,
          application_date: b.applicationDate.slice(0, 10),
          purchase_date: b.now,
          owner_profile_ref: b.ownerProfileRef,
          referred_by: b.referredBy,
          reference_id: b.referenceId,
          employee_relationship: b.employeeRelationship,
          employee_name: b.employeeName,
          bill96_consent: b.bill96Consent,
        } as never)
        .execute();
      await db
        .insertInto('policies')
        .values(
          b.policies.map((p) => ({
            policy_number: p.policyNumber,
            group_number: b.groupNumber,
            reference_number: p.referenceNumber,
            status: 'PENDING',
            first_name: p.firstName,
            last_name: p.lastName,
            date_of_birth: p.dateOfBirth,
            age: p.age,
            contact: json(p.contact),
            plan_code: p.planCode,
            plan: json(p.plan),
            premium_total_cents: p.totalCents,
            rate_version: rateVersion?.id ?? null,
          })) as never,
        )
        .execute();
      if (b.dependents.length > 0)
        await db
          .insertInto('policy_dependents')
          .values(
            b.dependents.map((d) => ({
              group_number: b.groupNumber,
              reference_number: d.referenceNumber,
              first_name: d.firstName,
              last_name: d.lastName,
              date_of_birth: d.dateOfBirth,
              relationship: d.relationship,
              trip_cost_cents: d.tripCostCents,
            })),
          )
          .execute();
      await db
        .insertInto('policy_history')
        .values(
          b.policies.map((p) => ({
            policy_number: p.policyNumber,
            at: b.now,
            actor_ref: b.ownerProfileRef,
            action: 'CREATED',
            field_changed: 'status',
            from_value: null,
            to_value: 'PENDING',
          })) as never,
        )
        .execute();
      await db
        .insertInto('session_policies')
        .values(b.policies.map((p) => ({ session_hash: b.sessionKey, policy_number: p.policyNumber })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      await db
        .updateTable('idempotency_keys')
        .set({ group_number: b.groupNumber })
        .where('key', '=', idKey(b.idempotency.scope, b.idempotency.key))
        .execute();
    });
  }

  async activate(a: Activation): Promise<void> {
    await this.database.transaction(async (trx) => {
      const db = purchaseDb(trx);
      const updated = await db
        .updateTable('policies')
        .set({ status: 'ACTIVE', updated_at: a.now } as never)
        .where('group_number', '=', a.groupNumber)
        .where('status', '=', 'PENDING')
        .returning('policy_number')
        .execute();
      // Reconciliation may have reversed the charge meanwhile: then nothing is PENDING any more.
      if (updated.length !== a.payments.length) throw new Error(`booking ${a.groupNumber} is not pending`);
      await db
        .insertInto('payments')
        .values(
          a.payments.map((p) => ({
            id: p.paymentId,
            policy_number: p.policyNumber,
            payment_date: a.now,
            type: 'CHARGE',
            method: p.method,
            amount_cents: p.amountCents,
            card_brand: p.brand,
            card_last4: p.last4,
            card_reference: p.chargeRef,
            idempotency_key: p.chargeKey,
          })) as never,
        )
        .execute();
      const charged = a.payments.filter((p) => p.chargeRef !== null);
      if (charged.length > 0)
        await db
          .insertInto('payment_transactions')
          .values(
            charged.map((p) => ({
              id: `${p.paymentId}-t`,
              payment_id: p.paymentId,
              provider_reference: p.chargeRef as string,
              type: 'CHARGE',
              amount_cents: p.amountCents,
              status: 'CAPTURED',
              created_at: a.now,
            })),
          )
          .execute();
      await db
        .insertInto('policy_history')
        .values(
          a.payments.map((p) => ({
            policy_number: p.policyNumber,
            at: a.now,
            actor_ref: a.actorRef,
            action: 'ACTIVATED',
            field_changed: 'status',
            from_value: 'PENDING',
            to_value: 'ACTIVE',
          })) as never,
        )
        .execute();
      if (a.confirmation) await new SqlOutbox(trx).enqueue(a.confirmation);
      await this.storeAnswer(trx, a.idempotency, a.answer, a.now);
    });
  }

  async fail(input: {
    groupNumber: string;
    reason: string;
    idempotency: { scope: string; key: string };
    answer: StoredAnswer;
    now: Date;
  }): Promise<void> {
    await this.database.transaction(async (trx) => {
      if (input.groupNumber !== '') await this.deactivate(trx, input.groupNumber, input.reason, input.now);
      await this.storeAnswer(trx, input.idempotency, input.answer, input.now);
    });
  }

  async policyStatus(policyNumber: string): Promise<PolicyStatus | undefined> {
    const row = await this.db
      .selectFrom('policies')
      .select('status')
      .where('policy_number', '=', policyNumber)
      .executeTakeFirst();
    return row?.status as PolicyStatus | undefined;
  }

  async settleAbandoned(policyNumber: string, answer: StoredAnswer, now: Date): Promise<void> {
    await this.database.transaction(async (trx) => {
      const db = purchaseDb(trx);
      const row = await db
        .selectFrom('policies')
        .select('group_number')
        .where('policy_number', '=', policyNumber)
        .executeTakeFirst();
      if (!row) return;
      await this.deactivate(trx, row.group_number, 'reconciliation', now);
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: answer.status, response: keep(answer.body), completed_at: now } as never)
        .where('group_number', '=', row.group_number)
        .where('status_code', 'is', null)
        .execute();
    });
  }

  async pendingBefore(before: Date): Promise<readonly string[]> {
    const rows = await this.db
      .selectFrom('policies')
      .select('policy_number')
      .where('status', '=', 'PENDING')
      .where('created_at', '<', before)
      .execute();
    return rows.map((r) => r.policy_number);
  }

  private async deactivate(trx: Database['db'], groupNumber: string, reason: string, now: Date) {
    const db = purchaseDb(trx);
    const rows = await db
      .updateTable('policies')
      .set({ status: 'INACTIVE', updated_at: now } as never)
      .where('group_number', '=', groupNumber)
      .where('status', '=', 'PENDING')
      .returning('policy_number')
      .execute();
    if (rows.length > 0)
      await db
        .insertInto('policy_history')
        .values(
          rows.map((r) => ({
            policy_number: r.policy_number,
            at: now,
            action: `NOT_ACTIVATED:${reason}`,
            field_changed: 'status',
            from_value: 'PENDING',
            to_value: 'INACTIVE',
          })) as never,
        )
        .execute();
  }

  private async storeAnswer(
    trx: Database['db'],
    k: { scope: string; key: string },
    answer: StoredAnswer,
    now: Date,
  ) {
    await purchaseDb(trx)
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, response: keep(answer.body), completed_at: now } as never)
      .where('key', '=', idKey(k.scope, k.key))
      .execute();
  }
}

import type {
  Activation,
  KeyClaim,
  NewWebhookEvent,
  KeyStart,
  PendingAttempt,
  PendingBooking,
  PurchaseStore,
} from '@tripx/application';
import { bookingTotalCents, type PolicyStatus } from '@tripx/domain';
import { sql, type Kysely, type OperationNodeSource, type QueryCreator } from 'kysely';
import { compileOnce, type SlotOf } from '../database/compile-once';
import { randomInt } from 'node:crypto';
import type { Database } from '../database/database';
import { decodeColumn } from '../decode/decode-row';
import { paymentRows, purchasePayment } from '../repositories/payment-rows';
import type { Schema } from '../schema/schema';
import { PolicyNumbersCodec, StoredAnswerBodyCodec } from './purchase-rows.codec';
import { purchaseDb, type PurchaseDb, type PurchaseTables } from './purchase-schema';
import { outboxInsert } from './sql-outbox';
import { webhookEventsInsert } from '../webhooks/sql-webhooks.store';

const json = (v: unknown) => JSON.stringify(v);
const idKey = (scope: string, key: string) => `purchase|${scope}|${key}`;
/**
 * The answer kept under a buyer's key, as the HTTP edge gave it (idempotency_keys.status_code and
 * response): the edge makes it, this store keeps it and hands it back on a replay.
 */
export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** The answer is kept as a JSON string inside jsonb, so a replay is byte for byte the first answer. */
const keep = (body: unknown) => JSON.stringify(JSON.stringify(body));
const bodyOf = (key: string, stored: unknown): StoredAnswer['body'] =>
  decodeColumn(StoredAnswerBodyCodec, { table: 'idempotency_keys', id: key, column: 'response' }, stored);

type Tables = Schema & PurchaseTables;
type Q = QueryCreator<Tables>;
/** One write of a multi-write statement: an INSERT or an UPDATE (Kysely's builders, any table). */
type Write = (qc: Q) => OperationNodeSource;
/** The SQLSTATE and constraint of a database error (pg and PGlite report both). */
const failure = (e: unknown): { code?: unknown; constraint?: unknown } =>
  typeof e === 'object' && e !== null ? e : {};
/**
 * The error of a claim refused by a unique index: the Idempotency-Key row exists (its primary key),
 * or this session has the same purchase live (purchase_attempts_once).
 */
const isTaken = (e: unknown): boolean =>
  failure(e).code === '23505' &&
  ['idempotency_keys_pkey', 'purchase_attempts_once'].includes(String(failure(e).constraint));

const numbersOf = (row: { readonly group_number: string; readonly policy_numbers: unknown }): string[] =>
  decodeColumn(
    PolicyNumbersCodec,
    { table: 'purchase_attempts', id: row.group_number, column: 'policy_numbers' },
    row.policy_numbers,
  );

/** The attempt, PENDING, written with the claim: the booking as it will be written if paid. */
const attemptValues = (b: PendingBooking) => ({
  group_number: b.groupNumber,
  session_hash: b.sessionKey,
  fingerprint: b.fingerprint,
  organization_code: b.organizationCode,
  owner_profile_ref: b.ownerProfileRef,
  policy_numbers: json(b.policies.map((p) => p.policyNumber)),
  total_cents: bookingTotalCents(b.policies),
  booking: json(b),
  created_at: b.now,
});
type AttemptValues = ReturnType<typeof attemptValues>;

/** The attempt's end: PURCHASED, DECLINED or ABANDONED, only from PENDING. */
const attemptSettle = (q: Q, groupNumber: string, status: string, reason: string | null, now: Date) =>
  q
    .updateTable('purchase_attempts')
    .set({ status, reason, settled_at: now })
    .where('group_number', '=', groupNumber)
    .where('status', '=', 'PENDING');

/** The history rows of a status change of some policies. */
const statusHistory = (
  q: Q,
  policyNumbers: readonly string[],
  c: { at: Date; actorRef: string | null; action: string; from: string | null; to: string },
) =>
  q.insertInto('policy_history').values(
    policyNumbers.map((n) => ({
      policy_number: n,
      at: c.at,
      actor_ref: c.actorRef,
      action: c.action,
      field_changed: 'status',
      from_value: c.from,
      to_value: c.to,
    })),
  );

const DIVISION_BY_ZERO = '22012';
/** The purchase reconciliation's row of reconciliation_watermarks (migration 014). */
const WATERMARK = 'purchase-charges';

/** The answer kept under the key, replayed as is. */
const answerUpdate = (q: Q, k: { scope: string; key: string }, answer: StoredAnswer, now: Date) =>
  q
    .updateTable('idempotency_keys')
    .set({ status_code: answer.status, response: keep(answer.body), completed_at: now })
    .where('key', '=', idKey(k.scope, k.key));

/**
 * One statement: the writes as data-modifying CTEs, then `last`. One round trip instead of one per
 * table (PostgreSQL checks the foreign keys at the end of the statement, so their order is free).
 * `named` CTEs come first, under their names, for `last` to read (their RETURNING rows).
 */
const statement = (
  qc: Q,
  writes: readonly (Write | false)[],
  last: OperationNodeSource,
  named: Readonly<Record<string, Write>> = {},
) => {
  const ctes = [
    ...Object.entries(named).map(([name, w]) => sql`${sql.id(name)} as (${w(qc)})`),
    ...writes.flatMap((w, i) => (w ? [sql`${sql.id(`w${i}`)} as (${w(qc)})`] : [])),
  ];
  return ctes.length === 0 ? sql`${last}` : sql`with ${sql.join(ctes)} ${last}`;
};

/**
 * The booking's rows, written when its purchase succeeds: group, policies ACTIVE, dependents, the
 * history (created PENDING when the attempt was written, activated now), the buying session's claim.
 */
const policyWrites = (b: PendingBooking, now: Date, actorRef: string | null): readonly (Write | false)[] => [
  (q) =>
    q.insertInto('policy_groups').values({
      group_number: b.groupNumber,
      organization_code: b.organizationCode,
      sales_channel: b.salesChannel,
      traveller_category: b.travellerCategory,
      traveller_type: b.travellerType,
      language: b.language,
      trip_information: json(b.tripInformation),
      rating_request: json(b.ratingRequest),
      province_of_residence: b.provinceOfResidence,
      start_date: b.startDate,
      end_date: b.endDate,
      application_date: b.applicationDay,
      purchase_date: b.now,
      owner_profile_ref: b.ownerProfileRef,
      referred_by: b.referredBy,
      reference_id: b.referenceId,
      employee_relationship: b.employeeRelationship,
      employee_name: b.employeeName,
      bill96_consent: b.bill96Consent,
    }),
  (q) =>
    q.insertInto('policies').values(
      b.policies.map((p) => ({
        policy_number: p.policyNumber,
        group_number: b.groupNumber,
        reference_number: p.referenceNumber,
        status: 'ACTIVE',
        first_name: p.firstName,
        last_name: p.lastName,
        date_of_birth: p.dateOfBirth,
        age: p.age,
        contact: json(p.contact),
        plan_code: p.planCode,
        plan: json(p.plan),
        premium_total_cents: p.totalCents,
        // The quote's rate version when this database knows it (the catalogue may be newer).
        rate_version: q.selectFrom('rate_versions').select('id').where('id', '=', b.ratesVersion),
      })),
    ),
  b.dependents.length > 0 &&
    ((q) =>
      q.insertInto('policy_dependents').values(
        b.dependents.map((d) => ({
          group_number: b.groupNumber,
          reference_number: d.referenceNumber,
          first_name: d.firstName,
          last_name: d.lastName,
          date_of_birth: d.dateOfBirth,
          relationship: d.relationship,
          trip_cost_cents: d.tripCostCents,
        })),
      )),
  (q) =>
    statusHistory(
      q,
      b.policies.map((p) => p.policyNumber),
      { at: b.now, actorRef: b.ownerProfileRef, action: 'CREATED', from: null, to: 'PENDING' },
    ),
  (q) =>
    statusHistory(
      q,
      b.policies.map((p) => p.policyNumber),
      { at: now, actorRef, action: 'ACTIVATED', from: 'PENDING', to: 'ACTIVE' },
    ),
  // The session's claim, only while it has a row: the link ends with the session (its foreign key,
  // migration 024); a session ended meanwhile, or a partner's bind (no session), links nothing.
  () => sql`insert into session_policies (session_hash, policy_number)
    select s.id_hash, bought.policy_number from sessions s
    cross join (values ${sql.join(b.policies.map((p) => sql`(${p.policyNumber})`))}) as bought (policy_number)
    where s.id_hash = ${b.sessionKey}
    on conflict do nothing`,
];

/**
 * The key's claim with its PENDING attempt, one statement compiled once (see compileOnce).
 */
const claimWithAttempt = compileOnce(
  (
    db: Kysely<Tables>,
    slot: SlotOf<AttemptValues & { key: string; request_hash: string; claimed_at: Date }>,
  ) =>
    statement(
      db,
      [
        (q) =>
          q.insertInto('purchase_attempts').values({
            group_number: slot('group_number'),
            session_hash: slot('session_hash'),
            fingerprint: slot('fingerprint'),
            status: 'PENDING',
            organization_code: slot('organization_code'),
            owner_profile_ref: slot('owner_profile_ref'),
            policy_numbers: slot('policy_numbers'),
            total_cents: slot('total_cents'),
            booking: slot('booking'),
            created_at: slot('created_at'),
          }),
      ],
      db.insertInto('idempotency_keys').values({
        key: slot('key'),
        scope: 'purchase',
        request_hash: slot('request_hash'),
        created_at: slot('claimed_at'),
        group_number: slot('group_number'),
      }),
    ).compile(db),
);

/** The organization's category, read by every purchase: compiled once (see compileOnce). */
const categoryOf = compileOnce((db: Kysely<Tables>, slot: SlotOf<{ code: string }>) =>
  db.selectFrom('organizations').select('category').where('code', '=', slot('code')).compile(),
);

/**
 * The write side of a purchase over PostgreSQL/PGlite. The Idempotency-Key row is claimed with an
 * INSERT … ON CONFLICT DO NOTHING on its primary key, so two instances never both run one purchase.
 */
export class SqlPurchaseStore implements PurchaseStore<StoredAnswer> {
  private readonly db: PurchaseDb;
  constructor(database: Database) {
    this.db = purchaseDb(database.db);
  }

  async claimKey(input: {
    scope: string;
    key: string;
    requestHash: string;
    now: Date;
    start: KeyStart<StoredAnswer>;
  }): Promise<KeyClaim<StoredAnswer>> {
    const key = idKey(input.scope, input.key);
    const { start, now } = input;
    // One statement (atomic without a transaction): the claim and, with it, the refusal kept under the
    // key or the PENDING attempt. A key already taken, or the same purchase live in this session,
    // fails the whole statement on a unique index, so nothing of this request is written then.
    const claim =
      start.kind !== 'booking'
        ? this.db
            .insertInto('idempotency_keys')
            .values({
              key,
              scope: 'purchase',
              request_hash: input.requestHash,
              created_at: now,
              ...(start.kind === 'answer'
                ? { status_code: start.answer.status, response: keep(start.answer.body), completed_at: now }
                : {}),
            })
            .compile()
        : claimWithAttempt(this.db, {
            key,
            request_hash: input.requestHash,
            claimed_at: now,
            ...attemptValues(start.booking),
          });
    const claimed = await this.db.executeQuery(claim).then(
      () => true,
      (e: unknown) => {
        if (isTaken(e)) return false;
        throw e;
      },
    );
    if (claimed) return { kind: 'claimed' };
    const taken = await this.db
      .selectFrom('idempotency_keys')
      .select(['key', 'request_hash', 'status_code', 'response'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (taken) {
      if (taken.request_hash !== input.requestHash) return { kind: 'conflict' };
      if (taken.status_code === null)
        return start.kind === 'pending' && (await this.reclaimLapsed(key, start.lapsedBefore, now))
          ? { kind: 'claimed' }
          : { kind: 'inProgress' };
      return {
        kind: 'replay',
        answer: { status: taken.status_code, body: bodyOf(taken.key, taken.response) },
      };
    }
    return start.kind === 'booking' ? this.sameAttempt(start.booking) : { kind: 'inProgress' };
  }

  /**
   * A `pending` claim still without an answer, claimed before `lapsedBefore`, claimed again now (its
   * created_at is when it was last claimed). One UPDATE: of two retries at once, the one whose update
   * finds the row still lapsed wins; a purchase's claim (it has an attempt) is never taken.
   */
  private async reclaimLapsed(key: string, lapsedBefore: Date, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('idempotency_keys')
      .set({ created_at: now })
      .where('key', '=', key)
      .where('status_code', 'is', null)
      .where('group_number', 'is', null)
      .where('created_at', '<', lapsedBefore)
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The attempt of the same purchase this session has live (PENDING or PURCHASED). */
  private async sameAttempt(b: PendingBooking): Promise<KeyClaim<StoredAnswer>> {
    const same = await this.db
      .selectFrom('purchase_attempts')
      .select(['group_number', 'status', 'policy_numbers'])
      .where('session_hash', '=', b.sessionKey)
      .where('fingerprint', '=', b.fingerprint)
      .where('status', 'in', ['PENDING', 'PURCHASED'])
      .executeTakeFirst();
    if (same?.status === 'PURCHASED') return { kind: 'alreadyPurchased', policyNumbers: numbersOf(same) };
    // Settled between the refused statement and this read: the client may simply try again.
    return { kind: 'sameInProgress' };
  }

  async answerOf(scope: string, key: string): Promise<StoredAnswer | undefined> {
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select(['key', 'status_code', 'response'])
      .where('key', '=', idKey(scope, key))
      .executeTakeFirst();
    return row && row.status_code !== null
      ? { status: row.status_code, body: bodyOf(row.key, row.response) }
      : undefined;
  }

  async keep(input: { scope: string; key: string; answer: StoredAnswer; now: Date }): Promise<void> {
    // The first answer kept stays: a lapsed claim's call that answers after its retry did keeps nothing.
    await answerUpdate(this.db, input, input.answer, input.now).where('status_code', 'is', null).execute();
  }

  async organizationCategory(code: string): Promise<string | undefined> {
    const [row] = (await this.db.executeQuery(categoryOf(this.db, { code }))).rows;
    return row?.category;
  }

  async nextPolicyNumbers(count: number): Promise<readonly string[]> {
    // Random, not sequential: numbers must not reveal sales volume; the primary key catches a clash.
    return Array.from({ length: count }, () => `TX${String(randomInt(100_000_000, 1_000_000_000))}`);
  }

  async activate(a: Activation<StoredAnswer>): Promise<void> {
    const charged = a.payments.flatMap((p) =>
      p.chargeRef === null ? [] : [{ ...p, chargeRef: p.chargeRef }],
    );
    const { idempotency: k, confirmation } = a;
    const writes: readonly (Write | false)[] = [
      ...policyWrites(a.booking, a.now, a.actorRef),
      (q) => q.insertInto('payments').values(paymentRows(a.payments.map(purchasePayment), a.now)),
      charged.length > 0 &&
        ((q) =>
          q.insertInto('payment_transactions').values(
            charged.map((p) => ({
              id: `${p.paymentId}-t`,
              payment_id: p.paymentId,
              provider_reference: p.chargeRef,
              type: 'CHARGE',
              amount_cents: p.amountCents,
              status: 'CAPTURED',
              created_at: a.now,
            })),
          )),
      confirmation !== null && ((q) => outboxInsert(q, confirmation)),
      a.events.length > 0 && (() => webhookEventsInsert(a.events, a.now)),
      (q) => answerUpdate(q, k, a.answer, a.now),
    ];
    // Reconciliation may have settled the attempt meanwhile (its charge reversed): then it is no
    // longer PENDING, and the division by zero aborts the statement — so no policy, payment or
    // answer of it stays. One statement, atomic without a transaction.
    const wasPending = sql`select 1 / ((select count(*) from settled) = 1)::int as was_pending`;
    const settled: Write = (q) =>
      attemptSettle(q, a.groupNumber, 'PURCHASED', null, a.now).returning('group_number');
    await statement(this.db, writes, wasPending, { settled })
      .execute(this.db)
      .catch((e: unknown) => {
        throw failure(e).code === DIVISION_BY_ZERO ? new Error(`attempt ${a.groupNumber} is not pending`) : e;
      });
  }

  async fail(input: {
    groupNumber: string;
    reason: string;
    idempotency: { scope: string; key: string };
    answer: StoredAnswer;
    events: readonly NewWebhookEvent[];
    now: Date;
  }): Promise<void> {
    await statement(
      this.db,
      [
        (q) => attemptSettle(q, input.groupNumber, 'DECLINED', input.reason, input.now),
        input.events.length > 0 && (() => webhookEventsInsert(input.events, input.now)),
      ],
      answerUpdate(this.db, input.idempotency, input.answer, input.now),
    ).execute(this.db);
  }

  async chargeRecorded(chargeRef: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payments')
      .select('id')
      .where('card_reference', '=', chargeRef)
      .executeTakeFirst();
    return row !== undefined;
  }

  async policyStatus(policyNumber: string): Promise<PolicyStatus | undefined> {
    const row = await this.db
      .selectFrom('policies')
      .select('status')
      .where('policy_number', '=', policyNumber)
      .executeTakeFirst();
    return row?.status as PolicyStatus | undefined;
  }

  async attemptOf(
    policyNumber: string,
  ): Promise<{ groupNumber: string; organizationCode: string } | undefined> {
    const row = await this.attemptHolding(policyNumber).select('organization_code').executeTakeFirst();
    return row && { groupNumber: row.group_number, organizationCode: row.organization_code };
  }

  /** The attempt whose policy numbers hold this one. */
  private attemptHolding(policyNumber: string) {
    return this.db
      .selectFrom('purchase_attempts')
      .select('group_number')
      .where(sql<boolean>`policy_numbers @> ${json([policyNumber])}::jsonb`);
  }

  async settleAbandoned(
    policyNumber: string,
    answer: StoredAnswer,
    now: Date,
    events: readonly NewWebhookEvent[],
  ): Promise<void> {
    const row = await this.attemptHolding(policyNumber).executeTakeFirst();
    if (!row) return;
    const answered = this.db
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, response: keep(answer.body), completed_at: now })
      .where('group_number', '=', row.group_number)
      .where('status_code', 'is', null);
    await statement(
      this.db,
      [
        (q) => attemptSettle(q, row.group_number, 'ABANDONED', 'reconciliation', now),
        events.length > 0 && (() => webhookEventsInsert(events, now)),
      ],
      answered,
    ).execute(this.db);
  }

  async pendingAttempts(window: {
    from: Date | undefined;
    before: Date;
  }): Promise<readonly PendingAttempt[]> {
    // Through purchase_attempts_pending_idx (created_at where PENDING): only the window is read.
    const pending = this.db
      .selectFrom('purchase_attempts')
      .select(['group_number', 'policy_numbers', 'created_at'])
      .where('status', '=', 'PENDING')
      .where('created_at', '<', window.before);
    const rows = await (window.from ? pending.where('created_at', '>=', window.from) : pending)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({ createdAt: new Date(r.created_at), policyNumbers: numbersOf(r) }));
  }

  async reconciledUntil(): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('reconciliation_watermarks')
      .select('reconciled_until')
      .where('name', '=', WATERMARK)
      .executeTakeFirst();
    return row && new Date(row.reconciled_until);
  }

  async markReconciledUntil(at: Date): Promise<void> {
    // greatest(): two instances sweeping at once never move it back.
    await this.db
      .insertInto('reconciliation_watermarks')
      .values({ name: WATERMARK, reconciled_until: at })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({
          reconciled_until: sql`greatest(reconciliation_watermarks.reconciled_until, excluded.reconciled_until)`,
        }),
      )
      .execute();
  }
}

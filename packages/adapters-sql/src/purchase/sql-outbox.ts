import type {
  AttemptOutcome,
  DeliveryCode,
  DeliveryDocument,
  DeliveryRecord,
  NewOutboxMessage,
  Outbox,
  OutboxMessage,
  OutboxStatus,
} from '@tripx/application';
import type { Language } from '@tripx/domain';
import { sql, type QueryCreator, type Selectable } from 'kysely';
import { compileOnce, type SlotOf } from '../database/compile-once';
import type { Db } from '../database/database';
import { decodeColumn } from '../decode/decode-row';
import type { Schema } from '../schema/schema';
import { OutboxPayloadCodec } from './purchase-rows.codec';
import { purchaseDb, type PurchaseDb, type PurchaseTables } from './purchase-schema';

type MessageRow = Selectable<PurchaseTables['outbox_messages']>;
type AttemptRow = Selectable<PurchaseTables['delivery_attempts']>;

const iso = (d: Date | string): string => new Date(d).toISOString();

const toMessage = (r: MessageRow): OutboxMessage => ({
  id: r.id,
  payload: decodeColumn(
    OutboxPayloadCodec,
    { table: 'outbox_messages', id: r.id, column: 'payload' },
    r.payload,
  ),
  recipient: r.recipient,
  language: r.language as Language,
  policyNumber: r.policy_number,
  status: r.status as OutboxStatus,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  nextAttemptAt: iso(r.next_attempt_at),
  lockedUntil: r.locked_until === null ? null : iso(r.locked_until),
  createdAt: iso(r.created_at),
});

const toRecord = (r: AttemptRow): DeliveryRecord => ({
  id: r.id,
  messageId: r.message_id,
  policyNumber: r.policy_number,
  channel: 'EMAIL',
  document: r.document as DeliveryDocument,
  recipient: r.recipient,
  language: r.language as Language,
  attempt: r.attempt,
  at: iso(r.at),
  status: r.status as DeliveryRecord['status'],
  errorCode: r.error_code as DeliveryCode | null,
  error: r.error,
});

/** The INSERT of a new message; the purchase runs it inside its activation statement. */
export const outboxInsert = (db: QueryCreator<Schema & PurchaseTables>, m: NewOutboxMessage) =>
  db.insertInto('outbox_messages').values({
    id: m.id,
    payload: JSON.stringify(m.payload),
    recipient: m.recipient,
    language: m.language,
    policy_number: m.policyNumber,
    status: 'PENDING',
    attempts: 0,
    max_attempts: m.maxAttempts,
    next_attempt_at: m.createdAt,
    locked_until: null,
    created_at: m.createdAt,
  });

/**
 * Leases the messages due, oldest first, skipping those another instance holds (compiled once, see
 * compileOnce: the worker runs it at every step, for one message or twenty).
 */
const claimQuery = compileOnce(
  (db: PurchaseDb, slot: SlotOf<{ now: Date; lockedUntil: string; limit: number }>) =>
    db
      .updateTable('outbox_messages')
      .set({ locked_until: slot('lockedUntil') })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox_messages')
          .select('id')
          .where('status', '=', 'PENDING')
          .where('next_attempt_at', '<=', slot('now'))
          .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', slot('now'))]))
          .orderBy('next_attempt_at')
          .orderBy('created_at')
          .limit(slot('limit'))
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .compile(),
);

// A type alias, not an interface: compileOnce's values are an index-signature-compatible record.
type RecordValues = {
  readonly messageId: string;
  /** The message's new status. */
  readonly status: OutboxStatus;
  /** The next attempt's instant after a failure to retry; null keeps next_attempt_at. */
  readonly retryAt: string | null;
  readonly id: string;
  readonly at: string;
  readonly outcomeStatus: DeliveryRecord['status'];
  readonly errorCode: DeliveryCode | null;
  readonly error: string | null;
};

/**
 * One statement: the message row locked, the history row appended, the message updated — or nothing
 * at all when the message is no longer PENDING (compiled once, see compileOnce).
 */
const recordQuery = compileOnce((db: PurchaseDb, slot: SlotOf<RecordValues>) =>
  db
    .with('m', (db) =>
      db
        .selectFrom('outbox_messages')
        .select(['id', 'attempts', 'policy_number', 'recipient', 'language', 'payload'])
        .where('id', '=', slot('messageId'))
        .where('status', '=', 'PENDING')
        .forUpdate(),
    )
    .with('u', (db) =>
      db
        .updateTable('outbox_messages as o')
        .from('m')
        .set((eb) => ({
          attempts: eb('m.attempts', '+', 1),
          status: slot('status'),
          locked_until: null,
          next_attempt_at: eb.fn.coalesce(
            sql<Date>`${slot('retryAt')}::timestamptz`,
            eb.ref('o.next_attempt_at'),
          ),
        }))
        .whereRef('o.id', '=', 'm.id'),
    )
    .insertInto('delivery_attempts')
    .columns([
      'id',
      'message_id',
      'policy_number',
      'channel',
      'document',
      'recipient',
      'language',
      'attempt',
      'at',
      'status',
      'error_code',
      'error',
    ])
    .expression((eb) =>
      eb
        .selectFrom('m')
        .select((s) => [
          slot('id').as('id'),
          'm.id as message_id',
          'm.policy_number',
          s.val('EMAIL').as('channel'),
          sql<string>`m.payload->>'kind'`.as('document'),
          'm.recipient',
          'm.language',
          s('m.attempts', '+', 1).as('attempt'),
          slot('at').as('at'),
          slot('outcomeStatus').as('status'),
          slot('errorCode').as('error_code'),
          slot('error').as('error'),
        ]),
    )
    .returningAll()
    .compile(),
);

/**
 * The transactional outbox (migration 004). Built over a transaction, enqueue commits with the
 * policy; claims use FOR UPDATE SKIP LOCKED so two instances never lease one message at once.
 */
export class SqlOutbox implements Outbox {
  private readonly db: PurchaseDb;
  constructor(db: Db) {
    this.db = purchaseDb(db);
  }

  async enqueue(m: NewOutboxMessage): Promise<OutboxMessage> {
    return toMessage(await outboxInsert(this.db, m).returningAll().executeTakeFirstOrThrow());
  }

  async claimDue(now: string, limit: number, leaseMs: number): Promise<readonly OutboxMessage[]> {
    if (limit <= 0) return [];
    const lockedUntil = new Date(Date.parse(now) + leaseMs).toISOString();
    const { rows } = await this.db.executeQuery(
      claimQuery(this.db, { now: new Date(now), lockedUntil, limit }),
    );
    return rows
      .map(toMessage)
      .sort(
        (a, b) =>
          Date.parse(a.nextAttemptAt) - Date.parse(b.nextAttemptAt) ||
          Date.parse(a.createdAt) - Date.parse(b.createdAt),
      );
  }

  async recordAttempt(messageId: string, outcome: AttemptOutcome): Promise<DeliveryRecord | undefined> {
    const sent = outcome.status === 'SENT';
    const status = sent ? 'SENT' : outcome.retryAt === null ? 'FAILED' : 'PENDING';
    const retryAt = !sent && outcome.retryAt !== null ? outcome.retryAt : null;
    const [row] = (
      await this.db.executeQuery(
        recordQuery(this.db, {
          messageId,
          status,
          retryAt,
          id: outcome.id,
          at: outcome.at,
          outcomeStatus: outcome.status,
          errorCode: sent ? null : outcome.errorCode,
          error: sent ? null : outcome.error,
        }),
      )
    ).rows;
    return row && toRecord(row);
  }

  async deliveries(policyNumber: string): Promise<readonly DeliveryRecord[]> {
    const rows = await this.db
      .selectFrom('delivery_attempts')
      .selectAll()
      .where('policy_number', '=', policyNumber)
      .orderBy('at')
      .orderBy(sql`attempt`)
      .execute();
    return rows.map(toRecord);
  }
}

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
    const rows = await this.db
      .updateTable('outbox_messages')
      .set({ locked_until: lockedUntil })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox_messages')
          .select('id')
          .where('status', '=', 'PENDING')
          .where('next_attempt_at', '<=', new Date(now))
          .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', new Date(now))]))
          .orderBy('next_attempt_at')
          .orderBy('created_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
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
    // One statement: the message row locked, the history row appended, the message updated — or
    // nothing at all when the message is no longer PENDING.
    const row = await this.db
      .with('m', (db) =>
        db
          .selectFrom('outbox_messages')
          .select(['id', 'attempts', 'policy_number', 'recipient', 'language', 'payload'])
          .where('id', '=', messageId)
          .where('status', '=', 'PENDING')
          .forUpdate(),
      )
      .with('u', (db) =>
        db
          .updateTable('outbox_messages as o')
          .from('m')
          .set((eb) => ({
            attempts: eb('m.attempts', '+', 1),
            status,
            locked_until: null,
            next_attempt_at: retryAt === null ? eb.ref('o.next_attempt_at') : retryAt,
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
            s.val(outcome.id).as('id'),
            'm.id as message_id',
            'm.policy_number',
            s.val('EMAIL').as('channel'),
            sql<string>`m.payload->>'kind'`.as('document'),
            'm.recipient',
            'm.language',
            s('m.attempts', '+', 1).as('attempt'),
            s.val(outcome.at).as('at'),
            s.val(outcome.status).as('status'),
            s.val(sent ? null : outcome.errorCode).as('error_code'),
            s.val(sent ? null : outcome.error).as('error'),
          ]),
      )
      .returningAll()
      .executeTakeFirst();
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

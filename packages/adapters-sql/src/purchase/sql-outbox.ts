import type {
  AttemptOutcome,
  DeliveryCode,
  DeliveryDocument,
  DeliveryRecord,
  NewOutboxMessage,
  Outbox,
  OutboxMessage,
  OutboxPayload,
  OutboxStatus,
} from '@tripx/application';
import type { Language } from '@tripx/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../database/database';
import { purchaseDb, type PurchaseDb, type PurchaseTables } from './purchase-schema';

type MessageRow = Selectable<PurchaseTables['outbox_messages']>;
type AttemptRow = Selectable<PurchaseTables['delivery_attempts']>;

const iso = (d: Date | string): string => new Date(d).toISOString();

const toMessage = (r: MessageRow): OutboxMessage => ({
  id: r.id,
  payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as OutboxPayload,
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
    const row = await this.db
      .insertInto('outbox_messages')
      .values({
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
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMessage(row);
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
    return this.db.transaction().execute(async (trx) => {
      const m = await trx
        .selectFrom('outbox_messages')
        .selectAll()
        .where('id', '=', messageId)
        .forUpdate()
        .executeTakeFirst();
      if (!m || m.status !== 'PENDING') return undefined;
      const attempt = m.attempts + 1;
      const sent = outcome.status === 'SENT';
      const status = sent ? 'SENT' : outcome.retryAt === null ? 'FAILED' : 'PENDING';
      const row = await trx
        .insertInto('delivery_attempts')
        .values({
          id: outcome.id,
          message_id: messageId,
          policy_number: m.policy_number,
          channel: 'EMAIL',
          document: toMessage(m).payload.kind,
          recipient: m.recipient,
          language: m.language,
          attempt,
          at: outcome.at,
          status: outcome.status,
          error_code: sent ? null : outcome.errorCode,
          error: sent ? null : outcome.error,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('outbox_messages')
        .set({
          attempts: attempt,
          status,
          locked_until: null,
          ...(status === 'PENDING' && outcome.retryAt !== null ? { next_attempt_at: outcome.retryAt } : {}),
        })
        .where('id', '=', messageId)
        .execute();
      return toRecord(row);
    });
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

import { sql } from 'kysely';
import type { Db } from '../database/database';

/** Work the server still owes, as /metrics reports it. */
export interface WorkBacklog {
  /** E-mails waiting to be sent (outbox_messages PENDING). */
  readonly emailOutbox: number;
  /** Card money waiting to move (money_moves PENDING or HELD). */
  readonly moneyOutbox: number;
  /**
   * Webhook work owed to partners: events not yet fanned out to their endpoints (those held by a
   * money move not counted: they may still be dropped) and deliveries still to be sent (PENDING).
   */
  readonly webhookOutbox: number;
  /** Age in seconds of the oldest purchase attempt not yet settled, which reconciliation settles; 0 when none. */
  readonly oldestPendingPurchaseSeconds: number;
}

const count = (value: unknown): number => {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n)) throw new Error(`work backlog: not a number: ${String(value)}`);
  return n;
};

/** One query, each part read through a partial index on its pending rows. */
export const workBacklog = async (db: Db, now: Date): Promise<WorkBacklog> => {
  const { rows } = await sql<{ email: unknown; money: unknown; webhook: unknown; oldest: unknown }>`
    select
      (select count(*) from outbox_messages where status = 'PENDING') as email,
      (select count(*) from money_moves where status in ('PENDING', 'HELD')) as money,
      (select count(*) from webhook_events where fanned_out_at is null and held_by is null)
        + (select count(*) from webhook_deliveries where status = 'PENDING') as webhook,
      (select extract(epoch from (${now.toISOString()}::timestamptz - min(created_at)))
         from purchase_attempts where status = 'PENDING') as oldest`.execute(db);
  const row = rows[0];
  return {
    emailOutbox: count(row?.email),
    moneyOutbox: count(row?.money),
    webhookOutbox: count(row?.webhook),
    oldestPendingPurchaseSeconds: Math.max(0, count(row?.oldest)),
  };
};

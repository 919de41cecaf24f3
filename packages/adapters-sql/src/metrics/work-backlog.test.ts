import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { migratedPglite } from '../test-support/purchase-databases';
import { workBacklog } from './work-backlog';

const NOW = new Date('2026-11-25T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

let database: Database;
beforeAll(async () => {
  database = await migratedPglite();
}, 120_000);
afterAll(() => database?.close());

const message = (id: string, status: string) =>
  sql`insert into outbox_messages (id, payload, recipient, language, status, max_attempts, next_attempt_at, created_at)
      values (${id}, '{}'::jsonb, 'a@example.com', 'en', ${status}, 5, ${ago(0)}, ${ago(0)})`;
const attempt = (group: string, status: string, createdSecondsAgo: number) =>
  sql`insert into purchase_attempts (group_number, session_hash, fingerprint, status, organization_code,
        policy_numbers, total_cents, booking, created_at)
      values (${group}, ${group}, ${group}, ${status}, 'CM', '[]'::jsonb, 100, '{}'::jsonb, ${ago(createdSecondsAgo)})`;

describe('the work backlog /metrics reports', () => {
  it('is nothing on an empty database', async () => {
    expect(await workBacklog(database.db, NOW)).toEqual({
      emailOutbox: 0,
      moneyOutbox: 0,
      oldestPendingPurchaseSeconds: 0,
    });
  });

  it('counts pending e-mails only, and ages the oldest purchase attempt still pending', async () => {
    for (const q of [
      message('m-1', 'PENDING'),
      message('m-2', 'PENDING'),
      message('m-3', 'SENT'),
      message('m-4', 'FAILED'),
      attempt('G-1', 'PENDING', 90),
      attempt('G-2', 'PENDING', 30),
      attempt('G-3', 'PURCHASED', 600),
    ])
      await q.execute(database.db);
    expect(await workBacklog(database.db, NOW)).toEqual({
      emailOutbox: 2,
      moneyOutbox: 0,
      oldestPendingPurchaseSeconds: 90,
    });
  });
});

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
      webhookOutbox: 0,
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
      webhookOutbox: 0,
      oldestPendingPurchaseSeconds: 90,
    });
  });

  it('counts webhook events waiting to fan out (not those held by a money move) and deliveries still to send', async () => {
    const event = (id: string, fannedOut: boolean, heldBy: string | null) =>
      sql`insert into webhook_events (id, organization_code, type, data, occurred_at, held_by, fanned_out_at, created_at)
          values (${id}, 'WH', 'policy.issued', '{}'::jsonb, ${ago(0)}, ${heldBy}, ${fannedOut ? ago(0) : null}, ${ago(0)})`;
    const delivery = (id: string, eventId: string, status: string) =>
      sql`insert into webhook_deliveries (id, event_id, endpoint_id, status, max_attempts, next_attempt_at, created_at)
          values (${id}, ${eventId}, 'E-1', ${status}, 10, ${ago(0)}, ${ago(0)})`;
    for (const q of [
      sql`insert into organizations (code, name_en, name_fr, sales_channel, language, category)
          values ('WH', 'Webhooks', 'Webhooks', 'b2b', 'en', 'AGENCY')`,
      sql`insert into webhook_endpoints (id, organization_code, url, events, secret, created_at)
          values ('E-1', 'WH', 'https://partner.example/hooks', '["policy.issued"]'::jsonb, 'whsec_x', ${ago(0)})`,
      event('ev-waiting', false, null),
      event('ev-held', false, 'money-move-1'),
      event('ev-done-1', true, null),
      event('ev-done-2', true, null),
      event('ev-done-3', true, null),
      delivery('d-1', 'ev-done-1', 'PENDING'),
      delivery('d-2', 'ev-done-2', 'SENT'),
      delivery('d-3', 'ev-done-3', 'FAILED'),
    ])
      await q.execute(database.db);
    expect((await workBacklog(database.db, NOW)).webhookOutbox).toBe(2);
  });
});

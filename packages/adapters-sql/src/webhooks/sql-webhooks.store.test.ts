import {
  payloadOf,
  policyEvents,
  type NewWebhookEvent,
  type WebhookAttemptOutcome,
} from '@tripx/application';
import type { WebhookEventType } from '@tripx/domain';
import { describeOnPostgres } from '@tripx/testing/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { settleHeldEvents, SqlWebhookStore, webhookEventsInsert } from './sql-webhooks.store';

const T0 = new Date('2026-05-01T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
let seq = 0;

const event = (
  type: WebhookEventType,
  organizationCode = 'CM',
  heldBy: string | null = null,
): NewWebhookEvent => {
  const [e] = policyEvents(
    { newId: () => `ev-${(seq += 1)}`, now: () => T0 },
    { type, organizationCode, groupNumber: 'G1', heldBy },
    [{ policyNumber: 'TX1', status: 'ACTIVE', premiumCents: 12_345, amountCents: 12_345 }],
  );
  if (!e) throw new Error('no event');
  return e;
};

const failed = (id: string, minutes: number, retryAt: Date | null): WebhookAttemptOutcome => ({
  id,
  at: at(minutes).toISOString(),
  statusCode: 500,
  durationMs: 12,
  error: 'HTTP 500',
  status: 'FAILED',
  retryAt: retryAt && retryAt.toISOString(),
});

const suite = (name: string, open: () => Promise<{ database: Database; close: () => Promise<void> }>) =>
  describe(`SqlWebhookStore on ${name}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    let store: SqlWebhookStore;
    const write = (events: readonly NewWebhookEvent[]) =>
      database.transaction((trx) => webhookEventsInsert(events, T0).execute(trx));
    const endpoint = (id: string, events: readonly WebhookEventType[], organizationCode = 'CM') =>
      store.createEndpoint({
        id,
        organizationCode,
        url: `https://${id}.example.com/hooks`,
        events,
        description: id,
        createdAt: T0.toISOString(),
        secret: `whsec_${Buffer.from(id).toString('base64')}`,
      });

    beforeAll(async () => {
      ({ database, close } = await open());
      await sql`insert into organizations (code, name_en, name_fr, sales_channel, language, category)
        values ('CM', 'Direct', 'Direct', 'b2c', 'en', 'DIRECT'), ('AG', 'Agency', 'Agence', 'b2b', 'en', 'AGENCY')`.execute(
        database.db,
      );
      store = new SqlWebhookStore(database);
    });
    afterAll(async () => close());

    it('endpoints: made, listed by organization, secret rotated, deleted (and gone from the list)', async () => {
      await endpoint('crud', ['policy.issued']);
      await endpoint('other-org', ['policy.issued'], 'AG');
      expect((await store.endpoints('CM')).map((e) => e.id)).toContain('crud');
      expect((await store.endpoints('CM')).map((e) => e.id)).not.toContain('other-org');
      expect(await store.endpoint('crud')).toEqual({
        id: 'crud',
        organizationCode: 'CM',
        url: 'https://crud.example.com/hooks',
        events: ['policy.issued'],
        description: 'crud',
        createdAt: T0.toISOString(),
      });
      expect(await store.rotateSecret('crud', 'whsec_bmV3')).toBe(true);
      expect(await store.deleteEndpoint('crud', T0)).toBe(true);
      expect(await store.deleteEndpoint('crud', T0)).toBe(false);
      expect(await store.rotateSecret('crud', 'whsec_bmV3')).toBe(false);
      expect(await store.endpoint('crud')).toBeUndefined();
      await store.deleteEndpoint('other-org', T0);
    });

    it('fan-out: one delivery per subscribed endpoint of the organization, once; a held event waits for its move', async () => {
      await endpoint('all', ['policy.issued', 'policy.cancelled', 'payment.refunded']);
      await endpoint('cancels', ['policy.cancelled']);
      await endpoint('agency', ['policy.issued'], 'AG');
      const issued = event('policy.issued');
      const cancelled = event('policy.cancelled');
      const refund = event('payment.refunded', 'CM', 'move-1');
      await write([issued, cancelled, refund]);

      expect(await store.fanOut(at(0).toISOString(), 10, 5)).toBe(2);
      expect(await store.fanOut(at(0).toISOString(), 10, 5)).toBe(0);
      const due = await store.claimDue(at(0).toISOString(), 10, 60_000);
      expect(due.map((d) => [d.payload.id, d.url]).sort()).toEqual(
        [
          [issued.id, 'https://all.example.com/hooks'],
          [cancelled.id, 'https://all.example.com/hooks'],
          [cancelled.id, 'https://cancels.example.com/hooks'],
        ].sort(),
      );
      // The body is the event as it was written, decoded from its row.
      expect(due.find((d) => d.payload.id === issued.id)?.payload).toEqual(payloadOf(issued));
      expect(due.every((d) => d.delivery.status === 'PENDING' && d.delivery.maxAttempts === 5)).toBe(true);
      const sent = (id: string) =>
        store.recordAttempt(id, {
          ...failed(`ok-${id}`, 1, null),
          status: 'SENT',
          statusCode: 204,
          error: null,
        });
      for (const d of due) await sent(d.delivery.id);

      // The refund moved: its event is released (at the time it moved) and fanned out.
      await database.transaction((trx) =>
        settleHeldEvents(trx, { id: 'move-1', actionKey: 'cancel:G1:v1' }, true, at(5)),
      );
      expect(await store.fanOut(at(5).toISOString(), 10, 5)).toBe(1);
      const [refunded] = await store.claimDue(at(5).toISOString(), 10, 60_000);
      expect(refunded?.payload.type).toBe('payment.refunded');
      expect(refunded?.payload.timestamp).toBe(at(5).toISOString());
      if (refunded) await sent(refunded.delivery.id);
    });

    it('leases: two workers at once never hold one delivery; a lease that runs out frees it again', async () => {
      await write(Array.from({ length: 6 }, () => event('policy.issued')));
      await store.fanOut(at(10).toISOString(), 20, 5);
      const now = at(10).toISOString();
      const [a, b] = await Promise.all([store.claimDue(now, 4, 60_000), store.claimDue(now, 4, 60_000)]);
      const ids = [...(a ?? []), ...(b ?? [])].map((d) => d.delivery.id);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      expect(await store.claimDue(at(10.5).toISOString(), 10, 60_000)).toEqual([]);
      expect(await store.claimDue(at(11).toISOString(), 10, 60_000)).toHaveLength(6);
    });

    it('attempts: a failure waits for its retry, a success ends it, a late attempt writes nothing; resend makes it due again', async () => {
      const [one] = (await store.claimDue(at(20).toISOString(), 1, 60_000)) ?? [];
      if (!one) throw new Error('nothing due');
      const id = one.delivery.id;
      expect(await store.recordAttempt(id, failed('a1', 20, at(21)))).toBe('recorded');
      expect(
        (await store.claimDue(at(20.5).toISOString(), 20, 60_000)).map((d) => d.delivery.id),
      ).not.toContain(id);
      const again = await store.claimDue(at(21).toISOString(), 20, 60_000);
      expect(again.map((d) => d.delivery.id)).toContain(id);
      expect(
        await store.recordAttempt(id, {
          ...failed('a2', 21, null),
          status: 'SENT',
          statusCode: 200,
          error: null,
        }),
      ).toBe('recorded');
      expect(await store.recordAttempt(id, failed('a3', 21, at(30)))).toBe('settled');
      const [listed] = (await store.deliveries(one.delivery.endpointId, 100)).filter((d) => d.id === id);
      expect(listed).toMatchObject({ status: 'SENT', attempts: 2, nextAttemptAt: null });
      expect(listed?.history.map((h) => [h.attempt, h.statusCode, h.error])).toEqual([
        [1, 500, 'HTTP 500'],
        [2, 200, null],
      ]);

      await store.resend(id, at(40));
      expect(await store.delivery(id)).toMatchObject({ status: 'PENDING', attempts: 2, maxAttempts: 5 });
      expect((await store.claimDue(at(40).toISOString(), 20, 60_000)).map((d) => d.delivery.id)).toContain(
        id,
      );
    });

    it('a deleted endpoint: its pending deliveries fail, nothing more is claimed for it', async () => {
      await endpoint('gone', ['policy.endorsed']);
      await write([event('policy.endorsed')]);
      await store.fanOut(at(50).toISOString(), 10, 5);
      expect(await store.deleteEndpoint('gone', at(50))).toBe(true);
      const due = await store.claimDue(at(60).toISOString(), 50, 60_000);
      expect(due.filter((d) => d.url.includes('gone'))).toEqual([]);
      const listed = await store.deliveries('gone', 10);
      expect(listed.map((d) => d.status)).toEqual(['FAILED']);
    });

    it('a declined charge drops the events held by it and by the refunds cancelled with it', async () => {
      await sql`insert into policy_groups (group_number, organization_code, sales_channel, traveller_category,
        traveller_type, language, trip_information, province_of_residence, start_date, end_date, application_date,
        purchase_date) values ('GX', 'CM', 'b2c', 'TC', 'SINGLE', 'en', '{}', 'ON', '2026-06-01', '2026-06-10',
        '2026-05-01', ${T0})`.execute(database.db);
      await sql`insert into money_moves (id, group_number, action_key, idempotency_key, kind, method, parts, charge_ref,
        status, next_attempt_at, created_at) values ('refund-x', 'GX', 'endorse:GX:v1', 'k-refund-x', 'REFUND',
        'ORIGINAL', '[]', 'ch', 'CANCELLED', ${T0}, ${T0})`.execute(database.db);
      const held = [event('policy.endorsed', 'CM', 'charge-x'), event('payment.refunded', 'CM', 'refund-x')];
      await write(held);
      await sql`insert into money_moves (id, group_number, action_key, idempotency_key, kind, method, parts, data_key,
        revert, status, next_attempt_at, created_at) values ('charge-x', 'GX', 'endorse:GX:v1', 'k-charge-x', 'CHARGE',
        'TOKEN', '[]', 'D', '{}', 'DECLINED', ${T0}, ${T0})`.execute(database.db);
      await database.transaction((trx) =>
        settleHeldEvents(trx, { id: 'charge-x', actionKey: 'endorse:GX:v1' }, false, at(70)),
      );
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from webhook_events
        where id in (${sql.join(held.map((e) => e.id))})`.execute(database.db);
      expect(rows[0]?.n).toBe(0);
    });
  });

suite('PGlite', async () => {
  const database = await migratedPglite();
  return { database, close: () => database.close() };
});
await describeOnPostgres('SqlWebhookStore on PostgreSQL', () =>
  suite('PostgreSQL', async () => {
    const { database, drop } = await migratedPostgres();
    return { database, close: drop };
  }),
);

import {
  policyEvents,
  type NewOutboxMessage,
  type NewWebhookEvent,
  type PendingBooking,
} from '@tripx/application';
import { describeOnPostgres } from '@tripx/testing/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { aPendingBooking as booking, NOW, paidByCard as paid } from '../test-support/pending-bookings';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SqlPurchaseStore, type StoredAnswer } from './sql-purchase.store';

const CREATED: StoredAnswer = {
  status: 201,
  body: { error: { code: 'x', message: 'stand-in', fields: [] } },
};

const attemptStatus = async (database: Database, group: string) =>
  (
    await sql<{ status: string }>`select status from purchase_attempts where group_number = ${group}`.execute(
      database.db,
    )
  ).rows[0]?.status;

const count = async (database: Database, table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]
    ?.n;

let seq = 0;
/** policy.issued of each policy, as the purchase writes them with its activation. */
const issued = (group: string, numbers: readonly string[]): NewWebhookEvent[] =>
  policyEvents(
    { newId: () => `ev-${group}-${(seq += 1)}`, now: () => NOW },
    { type: 'policy.issued', organizationCode: 'CM', groupNumber: group },
    numbers.map((policyNumber) => ({
      policyNumber,
      status: 'ACTIVE',
      premiumCents: 5_000,
      amountCents: 5_000,
    })),
  );

/** payment.refunded of one policy's charge reversed (5,000 cents), as a reversed purchase writes it. */
const refunded = (group: string, policyNumber: string): NewWebhookEvent[] =>
  policyEvents(
    { newId: () => `ev-${group}-${(seq += 1)}`, now: () => NOW },
    { type: 'payment.refunded', organizationCode: 'CM', groupNumber: group },
    [{ policyNumber, status: 'INACTIVE', premiumCents: 5_000, amountCents: 5_000 }],
  );

const refundEvents = async (database: Database, policyNumber: string) =>
  (
    await sql<{ amount: number; status: string }>`select (data->>'amountCents')::int as amount,
      data->>'status' as status from webhook_events
      where type = 'payment.refunded' and data->>'policyNumber' = ${policyNumber}`.execute(database.db)
  ).rows;

const suite = (name: string, open: () => Promise<{ database: Database; close: () => Promise<void> }>) =>
  describe(`SqlPurchaseStore on ${name}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    let store: SqlPurchaseStore;
    beforeAll(async () => {
      ({ database, close } = await open());
      await sql`insert into organizations (code, name_en, name_fr, sales_channel, language, category)
        values ('CM', 'Direct', 'Direct', 'b2c', 'en', 'DIRECT')`.execute(database.db);
      // The buying session of aPendingBooking: the policies it buys are linked to it.
      await sql`insert into sessions (id_hash, csrf_token, expires_at)
        values ('session-hash', 'c', ${new Date(NOW.getTime() + 3_600_000)})`.execute(database.db);
      store = new SqlPurchaseStore(database);
    }, 120_000);
    afterAll(async () => close());

    it('claims a key with its PENDING attempt in one write (no policy yet); a taken key writes nothing of the second request', async () => {
      const first = booking('GTX1', ['TX1', 'TX2'], 'key-1');
      const claim = (b: PendingBooking, hash: string) =>
        store.claimKey({
          scope: 'session-hash',
          key: 'key-1',
          requestHash: hash,
          now: NOW,
          start: { kind: 'booking', booking: b },
        });
      expect(await claim(first, 'h1')).toEqual({ kind: 'claimed' });
      expect(await store.pendingAttempts({ from: undefined, before: new Date(Date.now() + 60_000) })).toEqual(
        expect.arrayContaining([{ createdAt: NOW, policyNumbers: ['TX1', 'TX2'] }]),
      );
      expect(await attemptStatus(database, 'GTX1')).toBe('PENDING');
      for (const table of ['policy_groups', 'policies', 'policy_dependents', 'session_policies'])
        expect(await count(database, table)).toBe(0);

      // Same key while the first runs: in progress (same body) or conflict (another body); no rows.
      expect(await claim(booking('GTX3', ['TX3'], 'key-1'), 'h1')).toEqual({ kind: 'inProgress' });
      expect(await claim(booking('GTX4', ['TX4'], 'key-1'), 'h2')).toEqual({ kind: 'conflict' });
      expect(await store.policyStatus('TX3')).toBeUndefined();
      expect(await count(database, 'purchase_attempts')).toBe(1);

      const confirmation: NewOutboxMessage = {
        id: 'm1',
        payload: { kind: 'CONFIRMATION', policyNumber: 'TX1' },
        recipient: 'ann@example.com',
        language: 'en',
        policyNumber: 'TX1',
        maxAttempts: 3,
        createdAt: NOW.toISOString(),
      };
      await store.activate({
        groupNumber: 'GTX1',
        booking: first,
        payments: paid(['TX1', 'TX2']),
        confirmation,
        events: issued('GTX1', ['TX1', 'TX2']),
        idempotency: { scope: 'session-hash', key: 'key-1' },
        answer: CREATED,
        actorRef: null,
        now: NOW,
      });
      expect(await store.policyStatus('TX2')).toBe('ACTIVE');
      expect(await count(database, 'payment_transactions')).toBe(2);
      expect(await count(database, 'outbox_messages')).toBe(1);
      // The webhooks outbox: policy.issued per policy, in the activation's one statement.
      expect(await count(database, 'webhook_events')).toBe(2);
      expect(await count(database, 'policy_dependents')).toBe(1);
      expect(await count(database, 'session_policies')).toBe(2);
      expect(await count(database, 'policy_history')).toBe(4);
      expect(await attemptStatus(database, 'GTX1')).toBe('PURCHASED');
      expect(await claim(first, 'h1')).toEqual({ kind: 'replay', answer: CREATED });
    });

    it('the same purchase again in the same session is refused with the policies issued; nothing written', async () => {
      const again = (group: string, key: string, session = 'session-hash') =>
        store.claimKey({
          scope: session,
          key,
          requestHash: key,
          now: NOW,
          start: {
            kind: 'booking',
            booking: { ...booking(group, ['TX7'], key), fingerprint: 'fp-GTX1', sessionKey: session },
          },
        });
      const attempts = await count(database, 'purchase_attempts');
      expect(await again('GTX7', 'key-7')).toEqual({
        kind: 'alreadyPurchased',
        policyNumbers: ['TX1', 'TX2'],
      });
      expect(await store.answerOf('session-hash', 'key-7')).toBeUndefined();
      expect(await count(database, 'purchase_attempts')).toBe(attempts);
      expect(await again('GTX8', 'key-8', 'other-session')).toEqual({ kind: 'claimed' });
      expect(await again('GTX9', 'key-9', 'other-session')).toEqual({ kind: 'sameInProgress' });
    });

    it('a declined attempt stays an attempt, not a policy, and does not block paying with another card', async () => {
      const b = booking('GTX10', ['TX10'], 'key-10');
      const claim = (x: PendingBooking, key: string) =>
        store.claimKey({
          scope: 'session-hash',
          key,
          requestHash: key,
          now: NOW,
          start: { kind: 'booking', booking: x },
        });
      expect(await claim(b, 'key-10')).toEqual({ kind: 'claimed' });
      const declined: StoredAnswer = {
        status: 402,
        body: { error: { code: 'cardDeclined', message: 'm', fields: [] } },
      };
      const events = await count(database, 'webhook_events');
      await store.fail({
        groupNumber: 'GTX10',
        reason: 'cardDeclined',
        idempotency: b.idempotency,
        answer: declined,
        events: refunded('GTX10', 'TX10'),
        now: NOW,
      });
      expect(await attemptStatus(database, 'GTX10')).toBe('DECLINED');
      // The payment.refunded of a charge reversed, in the settlement's one statement.
      expect(await refundEvents(database, 'TX10')).toEqual([{ amount: 5_000, status: 'INACTIVE' }]);
      expect(await count(database, 'webhook_events')).toBe((events ?? 0) + 1);
      expect(await store.policyStatus('TX10')).toBeUndefined();
      expect(await store.answerOf('session-hash', 'key-10')).toEqual(declined);
      expect(
        await claim({ ...booking('GTX11', ['TX11'], 'key-11'), fingerprint: b.fingerprint }, 'key-11'),
      ).toEqual({
        kind: 'claimed',
      });
    });

    it('an activation of an attempt no longer PENDING (reconciled) writes nothing and throws', async () => {
      await store.claimKey({
        scope: 'session-hash',
        key: 'key-5',
        requestHash: 'h5',
        now: NOW,
        start: { kind: 'booking', booking: booking('GTX5', ['TX5'], 'key-5') },
      });
      expect(await store.attemptOf('TX5')).toEqual({ groupNumber: 'GTX5', organizationCode: 'CM' });
      expect(await store.attemptOf('TX-none')).toBeUndefined();
      await store.settleAbandoned('TX5', { status: 513, body: CREATED.body }, NOW, refunded('GTX5', 'TX5'));
      expect(await refundEvents(database, 'TX5')).toEqual([{ amount: 5_000, status: 'INACTIVE' }]);
      const payments = await count(database, 'payments');
      const events = await count(database, 'webhook_events');
      await expect(
        store.activate({
          groupNumber: 'GTX5',
          booking: booking('GTX5', ['TX5'], 'key-5'),
          payments: paid(['TX5']),
          confirmation: null,
          events: issued('GTX5', ['TX5']),
          idempotency: { scope: 'session-hash', key: 'key-5' },
          answer: CREATED,
          actorRef: null,
          now: NOW,
        }),
      ).rejects.toThrow(/not pending/);
      expect(await store.policyStatus('TX5')).toBeUndefined();
      expect(await attemptStatus(database, 'GTX5')).toBe('ABANDONED');
      expect(await count(database, 'payments')).toBe(payments);
      expect(await count(database, 'webhook_events')).toBe(events);
      expect(await store.answerOf('session-hash', 'key-5')).toMatchObject({ status: 513 });
    });

    it('reconciliation reads the PENDING attempts of its window only; its watermark never moves back', async () => {
      const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
      for (const [group, minutes] of [
        ['GW1', 100],
        ['GW2', 110],
        ['GW3', 120],
      ] as const)
        await store.claimKey({
          scope: 'watermark',
          key: `key-${group}`,
          requestHash: group,
          now: at(minutes),
          start: {
            kind: 'booking',
            booking: {
              ...booking(group, [`${group}-1`], `key-${group}`),
              now: at(minutes),
              fingerprint: group,
            },
          },
        });
      const window = async (from: Date | undefined, before: Date) =>
        (await store.pendingAttempts({ from, before })).flatMap((a) => a.policyNumbers);
      // From the watermark (inclusive) to the cutoff (exclusive); nothing before the watermark.
      expect(await window(at(110), at(120))).toEqual(['GW2-1']);
      expect(await window(at(100), at(121))).toEqual(['GW1-1', 'GW2-1', 'GW3-1']);
      expect(await window(at(111), at(200))).toEqual(['GW3-1']);

      expect(await store.reconciledUntil()).toBeUndefined();
      await store.markReconciledUntil(at(110));
      await store.markReconciledUntil(at(105));
      expect(await store.reconciledUntil()).toEqual(at(110));
      await store.markReconciledUntil(at(130));
      expect(await store.reconciledUntil()).toEqual(at(130));
    });

    it('a pending claim without an answer lapses: claimed again once, by one of two retries at once; the first answer kept stays', async () => {
      const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1_000);
      const claim = (now: Date, lapsedBefore: Date, key = 'key-lease') =>
        store.claimKey({
          scope: 'partner:CM:cancel',
          key,
          requestHash: 'hl',
          now,
          start: { kind: 'pending', lapsedBefore },
        });
      expect(await claim(at(0), at(-60))).toEqual({ kind: 'claimed' });
      // Within the lease (claimed at 0, lapsed only before -1): in progress.
      expect(await claim(at(59), at(-1))).toEqual({ kind: 'inProgress' });
      // Two retries at once after it: the claim is taken once.
      const retries = await Promise.all([claim(at(61), at(1)), claim(at(61), at(1))]);
      expect(retries.map((r) => r.kind).sort()).toEqual(['claimed', 'inProgress']);
      // The new claim (at 61) holds its own lease.
      expect(await claim(at(100), at(40))).toEqual({ kind: 'inProgress' });
      const answer = (message: string): StoredAnswer => ({
        status: 409,
        body: { error: { code: 'policyNotActive', message, fields: [] } },
      });
      const first = answer('the retry');
      await store.keep({ scope: 'partner:CM:cancel', key: 'key-lease', answer: first, now: at(101) });
      await store.keep({
        scope: 'partner:CM:cancel',
        key: 'key-lease',
        answer: answer('the lapsed call, late'),
        now: at(102),
      });
      expect(await store.answerOf('partner:CM:cancel', 'key-lease')).toEqual(first);
      expect(await claim(at(1_000), at(900))).toEqual({ kind: 'replay', answer: first });

      // A purchase's claim (its attempt PENDING, settled by reconciliation) never lapses here.
      const purchase = booking('GTXL', ['TXL'], 'key-lease-purchase');
      await store.claimKey({
        scope: 'partner:CM:cancel',
        key: 'key-lease-purchase',
        requestHash: 'hl',
        now: at(0),
        start: { kind: 'booking', booking: purchase },
      });
      expect(await claim(at(10_000), at(9_000), 'key-lease-purchase')).toEqual({ kind: 'inProgress' });
    });

    it('a purchase links its policies to its session only while the session has a row; they go with it', async () => {
      const links = async () =>
        (
          await sql<{
            link: string;
          }>`select session_hash || ':' || policy_number as link from session_policies
            where policy_number in ('TX21', 'TX22', 'TX23') order by 1`.execute(database.db)
        ).rows.map((r) => r.link);
      const buy = async (group: string, numbers: string[], sessionKey: string) => {
        const b = { ...booking(group, numbers, `key-${group}`), sessionKey };
        const idempotency = { scope: sessionKey, key: `key-${group}` };
        const start = { kind: 'booking' as const, booking: b };
        expect(await store.claimKey({ ...idempotency, requestHash: group, now: NOW, start })).toEqual({
          kind: 'claimed',
        });
        await store.activate({
          groupNumber: group,
          booking: b,
          payments: paid(numbers),
          confirmation: null,
          events: [],
          idempotency,
          answer: CREATED,
          actorRef: null,
          now: NOW,
        });
      };
      await sql`insert into sessions (id_hash, csrf_token, expires_at)
        values ('buyer', 'c', ${new Date(NOW.getTime() + 3_600_000)})`.execute(database.db);
      await buy('GTX22', ['TX22', 'TX23'], 'buyer');
      // A session gone before its payment was taken (logout, expiry), or a partner's bind (no session).
      await buy('GTX21', ['TX21'], 'gone-session');
      expect(await store.policyStatus('TX21')).toBe('ACTIVE');
      expect(await links()).toEqual(['buyer:TX22', 'buyer:TX23']);

      await sql`delete from sessions where id_hash = 'buyer'`.execute(database.db);
      expect(await links()).toEqual([]);
      expect(await store.policyStatus('TX22')).toBe('ACTIVE');
    });

    it('a refusal is kept under its key at once and replayed', async () => {
      const refused: StoredAnswer = {
        status: 409,
        body: { error: { code: 'priceChanged', message: 'm', fields: [] } },
      };
      const start = { kind: 'answer' as const, answer: refused };
      const input = { scope: 's', key: 'key-6', requestHash: 'h6', now: NOW, start };
      expect(await store.claimKey(input)).toEqual({ kind: 'claimed' });
      expect(await store.claimKey(input)).toEqual({ kind: 'replay', answer: refused });
    });
  });

suite('PGlite', async () => {
  const database = await migratedPglite();
  return { database, close: () => database.close() };
});
await describeOnPostgres('SqlPurchaseStore on PostgreSQL', () =>
  suite('PostgreSQL', async () => {
    const { database, drop } = await migratedPostgres();
    return { database, close: drop };
  }),
);

import type { NewOutboxMessage, PendingBooking, StoredAnswer } from '@tripx/application';
import type { Cents } from '@tripx/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aQuoteRequest } from '../../../domain/src/test-support/pricing';
import type { Database } from '../database/database';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SqlPurchaseStore } from './sql-purchase.store';

const NOW = new Date('2026-03-01T12:00:00Z');
const CREATED: StoredAnswer = {
  status: 201,
  body: { error: { code: 'x', message: 'stand-in', fields: [] } },
};

const booking = (group: string, numbers: readonly string[], key: string): PendingBooking => ({
  groupNumber: group,
  organizationCode: 'CM',
  salesChannel: 'b2c',
  travellerCategory: 'TRAVELLING_CANADIANS',
  travellerType: numbers.length > 1 ? 'FAMILY' : 'SINGLE',
  language: 'en',
  tripInformation: { startDate: '2026-04-01' },
  provinceOfResidence: 'ON',
  startDate: '2026-04-01',
  endDate: '2026-04-10',
  applicationDate: NOW.toISOString(),
  ratesVersion: 'unknown-version',
  ratingRequest: aQuoteRequest(),
  ownerProfileRef: null,
  referredBy: null,
  referenceId: null,
  employeeName: null,
  employeeRelationship: null,
  bill96Consent: null,
  dependents: [
    {
      referenceNumber: 9,
      dateOfBirth: '2015-01-01',
      firstName: 'Kid',
      lastName: 'Lee',
      relationship: 'CHILD',
      tripCostCents: null,
    },
  ],
  policies: numbers.map((n, i) => ({
    policyNumber: n,
    referenceNumber: i + 1,
    firstName: 'Ann',
    lastName: 'Lee',
    dateOfBirth: '1980-01-01',
    age: 46,
    planCode: 'EMH',
    plan: { code: 'EMH' },
    totalCents: 1000 as Cents,
    contact: { email: 'ann@example.com' },
    relationship: null,
  })),
  sessionKey: 'session-hash',
  idempotency: { scope: 'session-hash', key },
  now: NOW,
});

const count = async (database: Database, table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]
    ?.n;

const suite = (name: string, open: () => Promise<{ database: Database; close: () => Promise<void> }>) =>
  describe(`SqlPurchaseStore on ${name}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    let store: SqlPurchaseStore;
    beforeAll(async () => {
      ({ database, close } = await open());
      await sql`insert into organizations (code, name_en, name_fr, sales_channel, language, category)
        values ('CM', 'Direct', 'Direct', 'b2c', 'en', 'DIRECT')`.execute(database.db);
      store = new SqlPurchaseStore(database);
    }, 120_000);
    afterAll(async () => close());

    it('claims a key with its PENDING booking in one write; a taken key writes nothing of the second request', async () => {
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
      expect(await store.pendingBefore(new Date(Date.now() + 60_000))).toEqual(
        expect.arrayContaining(['TX1', 'TX2']),
      );
      expect(await count(database, 'policy_dependents')).toBe(1);
      expect(await count(database, 'session_policies')).toBe(2);

      // Same key while the first runs: in progress (same body) or conflict (another body); no rows.
      expect(await claim(booking('GTX3', ['TX3'], 'key-1'), 'h1')).toEqual({ kind: 'inProgress' });
      expect(await claim(booking('GTX4', ['TX4'], 'key-1'), 'h2')).toEqual({ kind: 'conflict' });
      expect(await store.policyStatus('TX3')).toBeUndefined();
      expect(await count(database, 'policy_groups')).toBe(1);

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
        payments: ['TX1', 'TX2'].map((n) => ({
          policyNumber: n,
          paymentId: `p-${n}`,
          method: 'CREDIT_CARD' as const,
          amountCents: 1000 as Cents,
          brand: 'visa' as const,
          last4: '4242',
          chargeRef: `ch-${n}`,
          chargeKey: `k-${n}`,
        })),
        confirmation,
        idempotency: { scope: 'session-hash', key: 'key-1' },
        answer: CREATED,
        actorRef: null,
        now: NOW,
      });
      expect(await store.policyStatus('TX2')).toBe('ACTIVE');
      expect(await count(database, 'payment_transactions')).toBe(2);
      expect(await count(database, 'outbox_messages')).toBe(1);
      expect(await claim(first, 'h1')).toEqual({ kind: 'replay', answer: CREATED });
    });

    it('an activation of a booking no longer PENDING writes nothing and throws', async () => {
      await store.claimKey({
        scope: 'session-hash',
        key: 'key-5',
        requestHash: 'h5',
        now: NOW,
        start: { kind: 'booking', booking: booking('GTX5', ['TX5'], 'key-5') },
      });
      await store.settleAbandoned('TX5', { status: 513, body: CREATED.body }, NOW);
      const payments = await count(database, 'payments');
      await expect(
        store.activate({
          groupNumber: 'GTX5',
          payments: [
            {
              policyNumber: 'TX5',
              paymentId: 'p-5',
              method: 'CREDIT_CARD',
              amountCents: 1000 as Cents,
              brand: 'visa',
              last4: '4242',
              chargeRef: 'ch-5',
              chargeKey: 'k-5',
            },
          ],
          confirmation: null,
          idempotency: { scope: 'session-hash', key: 'key-5' },
          answer: CREATED,
          actorRef: null,
          now: NOW,
        }),
      ).rejects.toThrow(/not pending/);
      expect(await store.policyStatus('TX5')).toBe('INACTIVE');
      expect(await count(database, 'payments')).toBe(payments);
      expect(await store.answerOf('session-hash', 'key-5')).toMatchObject({ status: 513 });
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
const postgres = await migratedPostgres();
if (postgres) suite('PostgreSQL', async () => ({ database: postgres.database, close: postgres.drop }));
else describe.skip('SqlPurchaseStore on PostgreSQL (TEST_DATABASE_URL does not answer)', () => it('skipped'));

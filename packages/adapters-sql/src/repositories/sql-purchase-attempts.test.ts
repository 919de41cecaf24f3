import type { PendingBooking, PolicyVisibility } from '@tripx/application';
import {
  ATTEMPT_LIST,
  calendarDateAt,
  listPageOf,
  type CalendarDate,
  type CatalogueNames,
} from '@tripx/domain';
import { describeOnPostgres } from '@tripx/testing/postgres';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { SqlPurchaseStore, type StoredAnswer } from '../purchase/sql-purchase.store';
import { aPendingBooking, NOW, paidByCard } from '../test-support/pending-bookings';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { searchAttempts } from './sql-purchase-attempts';
import { salesJournal, salesTallies } from './sql-sales';

const ANSWER: StoredAnswer = {
  status: 402,
  body: { error: { code: 'cardDeclined', message: 'm', fields: [] } },
};
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);
const FROM = '2000-01-01' as CalendarDate;
const TO = '2100-12-31' as CalendarDate;
const PAGE = listPageOf(ATTEMPT_LIST, { limit: 100 });
const NAMES: CatalogueNames = {
  plan: (code) => (code === 'EMH' ? { en: 'Emergency medical', fr: 'Soins médicaux d’urgence' } : undefined),
  benefit: () => undefined,
};
const ORGS: PolicyVisibility = { kind: 'ORGANIZATION', organizationCodes: ['CM', 'MAPLE'] };

const suite = (name: string, open: () => Promise<{ database: Database; close: () => Promise<void> }>) =>
  describe(`purchase attempts and sales on ${name}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    let store: SqlPurchaseStore;
    const claim = (b: PendingBooking) =>
      store.claimKey({
        scope: b.idempotency.scope,
        key: b.idempotency.key,
        requestHash: b.idempotency.key,
        now: b.now,
        start: { kind: 'booking', booking: b },
      });
    const declined = async (b: PendingBooking) => {
      await claim(b);
      await store.fail({
        groupNumber: b.groupNumber,
        reason: 'cardDeclined',
        idempotency: b.idempotency,
        answer: ANSWER,
        events: [],
        now: b.now,
      });
    };
    const sold = async (b: PendingBooking) => {
      await claim(b);
      await store.activate({
        groupNumber: b.groupNumber,
        booking: b,
        payments: paidByCard(b.policies.map((p) => p.policyNumber)),
        confirmation: null,
        events: [],
        idempotency: b.idempotency,
        answer: { status: 201, body: ANSWER.body },
        actorRef: null,
        now: b.now,
      });
    };
    const groups = async (visibility: PolicyVisibility, criteria = {}, page = PAGE) =>
      (await searchAttempts(database.db, NAMES, criteria, visibility, page)).attempts.map(
        (a) => a.groupNumber,
      );

    beforeAll(async () => {
      ({ database, close } = await open());
      await sql`insert into organizations (code, name_en, name_fr, sales_channel, language, category)
        values ('CM', 'Direct', 'Direct', 'b2c', 'en', 'DIRECT'), ('MAPLE', 'Maple', 'Érable', 'b2b', 'en', 'AGENCY'),
          ('TZ', 'Zone', 'Zone', 'b2c', 'en', 'DIRECT')`.execute(database.db);
      store = new SqlPurchaseStore(database);
      await declined(aPendingBooking('GA1', ['TA1', 'TA2'], 'k-a1', at(1)));
      await declined({
        ...aPendingBooking('GA2', ['TA3'], 'k-a2', at(2)),
        organizationCode: 'MAPLE',
        ownerProfileRef: 'agent-1',
      });
      await claim(aPendingBooking('GA3', ['TA4'], 'k-a3', at(3)));
      await store.settleAbandoned('TA4', ANSWER, at(30), []);
      await claim(aPendingBooking('GA4', ['TA5'], 'k-a4', at(4)));
      await sold(aPendingBooking('GA5', ['TA6'], 'k-a5', at(5)));
    }, 120_000);
    afterAll(() => close());

    it('lists declined and abandoned attempts, newest first, never a pending or purchased one', async () => {
      expect(await groups(ORGS)).toEqual(['GA3', 'GA2', 'GA1']);
      expect(await groups(ORGS, { status: 'ABANDONED' })).toEqual(['GA3']);
      expect(await groups(ORGS, { status: 'DECLINED' })).toEqual(['GA2', 'GA1']);
      const page = await searchAttempts(
        database.db,
        NAMES,
        {},
        ORGS,
        listPageOf(ATTEMPT_LIST, { offset: 1, limit: 1 }),
      );
      expect(page).toMatchObject({ total: 3, attempts: [{ groupNumber: 'GA2' }] });
      const [first] = (
        await searchAttempts(
          database.db,
          NAMES,
          { status: 'DECLINED' },
          ORGS,
          listPageOf(ATTEMPT_LIST, { offset: 1, limit: 1 }),
        )
      ).attempts;
      expect(first).toEqual({
        groupNumber: 'GA1',
        status: 'DECLINED',
        reason: 'cardDeclined',
        organizationCode: 'CM',
        agentName: null,
        createdAt: at(1).toISOString(),
        settledAt: at(1).toISOString(),
        travellers: [
          { firstName: 'Ann', lastName: 'Lee' },
          { firstName: 'Ann', lastName: 'Lee' },
        ],
        email: 'ann@example.com',
        phone: null,
        plans: [{ code: 'EMH', name: { en: 'Emergency medical', fr: 'Soins médicaux d’urgence' } }],
        startDate: '2026-04-01',
        endDate: '2026-04-10',
        totalCents: 2000,
      });
    });

    it('shows only what the data scope allows: organizations in scope, and for OWN the caller’s own', async () => {
      expect(await groups({ kind: 'ORGANIZATION', organizationCodes: ['MAPLE'] })).toEqual(['GA2']);
      expect(await groups({ kind: 'ORGANIZATION', organizationCodes: [] })).toEqual([]);
      expect(
        await groups({ kind: 'OWN', organizationCodes: ['CM', 'MAPLE'], profileRef: 'agent-1' }),
      ).toEqual(['GA2']);
      expect(await groups({ kind: 'OWN', organizationCodes: ['CM'], profileRef: 'agent-1' })).toEqual([]);
      expect(await groups({ kind: 'ALL' })).toEqual(expect.arrayContaining(['GA1', 'GA2', 'GA3']));
    });

    it('the sales report counts the purchase only: a declined or abandoned attempt is no sale', async () => {
      const journal = await salesJournal(database.db, ['CM', 'MAPLE'], FROM, TO);
      expect(journal.map((s) => s.policyNumber)).toEqual(['TA6']);
      const tallies = await salesTallies(database.db, ['CM', 'MAPLE'], FROM, TO);
      expect(tallies.map((t) => [t.policies, t.travellers])).toEqual([[1, 1]]);
    });

    it('property: around midnight UTC, a sale counts on its Toronto business day and an attempt is listed on its Toronto day', async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 365 }),
          fc.integer({ min: -6 * 60, max: 6 * 60 }),
          async (day, minutes) => {
            n += 1;
            const instant = new Date(Date.UTC(2025, 0, 1 + day) + minutes * MINUTE);
            const toronto = calendarDateAt(instant);
            const of = (kind: string) => ({
              ...aPendingBooking(`GZ${kind}${n}`, [`TZ${kind}${n}`], `k-z${kind}${n}`, instant),
              organizationCode: 'TZ',
              fingerprint: `fp-z${kind}${n}`,
            });
            await sold(of('S'));
            await declined(of('D'));
            const journal = await salesJournal(database.db, ['TZ'], toronto, toronto);
            expect(journal.filter((s) => s.policyNumber === `TZS${n}`)).toEqual([
              expect.objectContaining({ purchaseDay: toronto }),
            ]);
            expect(journal.some((s) => s.policyNumber === `TZD${n}`)).toBe(false);
            const listed = await groups(
              { kind: 'ORGANIZATION', organizationCodes: ['TZ'] },
              { from: toronto, to: toronto },
            );
            expect(listed).toContain(`GZD${n}`);
          },
        ),
        { numRuns: 12 },
      );
    });
  });

suite('PGlite', async () => {
  const database = await migratedPglite();
  return { database, close: () => database.close() };
});
await describeOnPostgres('purchase attempts and sales on PostgreSQL', () =>
  suite('PostgreSQL', async () => {
    const { database, drop } = await migratedPostgres();
    return { database, close: drop };
  }),
);

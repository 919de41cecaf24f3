import { catalogueRerater, type PendingBooking } from '@tripx/application';
import { bornAged, sell } from '@tripx/application/test-support';
import type { QuoteRequest } from '@tripx/domain';
import {
  aPax,
  aPlanEntry,
  aQuoteRequest,
  date,
  healthyAnswers,
  sampleCatalogue,
} from '@tripx/domain/test-support';
import { describeOnPostgres } from '@tripx/testing/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { SqlPurchaseStore } from '../purchase/sql-purchase.store';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SqlPolicyMaintenanceStore } from './sql-policy-maintenance.store';

const catalogue = sampleCatalogue();
const SOLD_ON = date('2025-06-01');

/** An employee's sale, and one of a 67-year-old who answered the questionnaire. */
const SALES: Record<string, QuoteRequest> = {
  employee: aQuoteRequest({
    applicationDate: SOLD_ON,
    employeeType: 'MANULIFE_EMPLOYEE',
    paxes: [aPax({ age: undefined, dateOfBirth: bornAged(SOLD_ON, 40) })],
  }),
  senior: aQuoteRequest({
    applicationDate: SOLD_ON,
    paxes: [
      aPax({
        age: undefined,
        dateOfBirth: bornAged(SOLD_ON, 67),
        plans: [aPlanEntry({ tripPreference: { deductible: 500 } })],
        medicalQuestionnaires: [{ planClass: 'OCM', answers: healthyAnswers('OCM'), declaration: true }],
      }),
    ],
  }),
};

const suite = (name: string, open: () => Promise<{ database: Database; close: () => Promise<void> }>) =>
  describe(`the sold rating request on ${name}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    const bookings = new Map<string, PendingBooking>();
    const store = () => new SqlPolicyMaintenanceStore(database);
    const loaded = async (policyNumber: string) => {
      const policy = await store().load(policyNumber);
      if (!policy) throw new Error(`${policyNumber} not found`);
      return policy;
    };

    beforeAll(async () => {
      ({ database, close } = await open());
      await sql`insert into organizations (code, name_en, name_fr, sales_channel, language, category)
        values ('CM', 'Direct', 'Direct', 'b2c', 'en', 'DIRECT')`.execute(database.db);
      let n = 0;
      for (const [label, request] of Object.entries(SALES)) {
        const sold = await sell(catalogue, request);
        if (!sold) throw new Error(`${label} is not sellable`);
        // Policy numbers of their own: the in-memory purchase numbers every sale from 1.
        n += 1;
        const booking = {
          ...sold,
          groupNumber: `G-${label}`,
          policies: sold.policies.map((p) => ({ ...p, policyNumber: `TX-${label}-${n}` })),
        };
        const start = { kind: 'booking' as const, booking };
        const purchases = new SqlPurchaseStore(database);
        const idempotency = { scope: 's', key: label };
        await purchases.claimKey({ ...idempotency, requestHash: label, now: booking.now, start });
        // The policies are written only once the purchase succeeds (an attempt is not a sale).
        await purchases.activate({
          groupNumber: booking.groupNumber,
          booking,
          payments: booking.policies.map((p) => ({
            policyNumber: p.policyNumber,
            paymentId: `pay-${p.policyNumber}`,
            method: 'PAID_TO_AGENCY' as const,
            amountCents: p.totalCents,
            brand: null,
            last4: null,
            chargeRef: null,
            chargeKey: null,
          })),
          confirmation: null,
          events: [],
          idempotency,
          answer: { status: 201, body: { error: { code: 'x', message: 'stand-in', fields: [] } } },
          actorRef: null,
          now: booking.now,
        });
        bookings.set(label, booking);
      }
    }, 120_000);
    afterAll(async () => close());

    it.each(Object.keys(SALES))(
      'keeps the %s sale’s request: re-rated unchanged, it costs what was sold',
      async (label) => {
        const booking = bookings.get(label) as PendingBooking;
        const policy = await loaded(booking.policies[0]?.policyNumber ?? '');
        expect(policy.ratingContext?.request).toEqual(booking.ratingRequest);
        expect(policy.ratesVersion).toBe(booking.ratesVersion);
        const rated = catalogueRerater(catalogue)(policy, policy.snapshot, SOLD_ON);
        expect(rated).toEqual({
          ok: true,
          premiums: booking.policies.map((p) => ({ policyNumber: p.policyNumber, premium: p.totalCents })),
        });
      },
    );

    it('a group written before the request was kept is re-rated from its columns', async () => {
      await sql`update policy_groups set rating_request = null where group_number = 'G-employee'`.execute(
        database.db,
      );
      const policy = await loaded('TX-employee-1');
      expect(policy.ratingContext?.request).toMatchObject({
        applicationDate: SOLD_ON,
        travellerCategory: 'TRAVELLING_CANADIANS',
        paxes: [{ referenceNumber: 1, plans: [{ code: 'SEMH' }] }],
      });
      // Its employee type was never stored: such an old policy re-rates without the discount.
      expect(policy.ratingContext?.request.employeeType).toBeUndefined();
    });

    it('an older group whose traveller has no date of birth (migration 012) is re-rated at the stored age', async () => {
      const booking = bookings.get('employee') as PendingBooking;
      // Such a group has no stored request either (before migration 008); its rate version is found by date.
      const older = new SqlPolicyMaintenanceStore(database, () => booking.ratesVersion);
      await sql`update policy_groups set rating_request = null where group_number = 'G-employee'`.execute(
        database.db,
      );
      const sale = await older.load('TX-employee-1');
      const dated = sale && catalogueRerater(catalogue)(sale, sale.snapshot, SOLD_ON);
      expect(dated).toMatchObject({ ok: true });
      await sql`update policies set date_of_birth = null where policy_number = 'TX-employee-1'`.execute(
        database.db,
      );
      const policy = await older.load('TX-employee-1');
      const pax = policy?.ratingContext?.request.paxes[0];
      expect(pax?.age).toBe(40);
      expect(pax?.dateOfBirth).toBeUndefined();
      expect(policy && catalogueRerater(catalogue)(policy, policy.snapshot, SOLD_ON)).toEqual(dated);
    });

    it('a stored request that does not decode leaves no context (the re-rater refuses), never a throw', async () => {
      await sql`update policy_groups set rating_request = ${JSON.stringify({ language: 'xx' })}::jsonb
        where group_number = 'G-senior'`.execute(database.db);
      const policy = await loaded('TX-senior-2');
      expect(policy.ratingContext).toBeUndefined();
      expect(catalogueRerater(catalogue)(policy, policy.snapshot, SOLD_ON)).toEqual({
        ok: false,
        code: 'rerateFailed',
      });
    });
  });

suite('PGlite', async () => {
  const database = await migratedPglite();
  return { database, close: () => database.close() };
});
await describeOnPostgres('the sold rating request on PostgreSQL', () =>
  suite('PostgreSQL', async () => {
    const { database, drop } = await migratedPostgres();
    return { database, close: drop };
  }),
);

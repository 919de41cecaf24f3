import type { PendingBooking } from '@tripx/application';
import { calendarDateAt, type Cents } from '@tripx/domain';
import { aQuoteRequest } from '@tripx/domain/test-support';

export const NOW = new Date('2026-03-01T12:00:00Z');

/** A PENDING booking of CM (one traveller a policy number), made at `NOW` unless `now` says. */
export const aPendingBooking = (
  group: string,
  numbers: readonly string[],
  key: string,
  now: Date = NOW,
): PendingBooking => ({
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
  applicationDate: now.toISOString(),
  applicationDay: calendarDateAt(now),
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
  fingerprint: `fp-${group}`,
  idempotency: { scope: 'session-hash', key },
  now,
});

/** Each policy paid by card, charged under its own reference. */
export const paidByCard = (numbers: readonly string[]) =>
  numbers.map((n) => ({
    policyNumber: n,
    paymentId: `p-${n}`,
    method: 'CREDIT_CARD' as const,
    amountCents: 1000 as Cents,
    brand: 'visa' as const,
    last4: '4242',
    chargeRef: `ch-${n}`,
    chargeKey: `k-${n}`,
  }));

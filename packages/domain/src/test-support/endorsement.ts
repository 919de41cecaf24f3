import fc from 'fast-check';
import { addDays, type CalendarDate } from '../shared/calendar-date';
import { arbDate } from './arbitraries';
import type { EndorsementDependent, EndorsementSnapshot, PaxPremium } from '../endorsement/endorsement.types';
import type { CancellationFacts, CancellationRule } from '../endorsement/cancellation-refund';

export const aDependent = (overrides: Partial<EndorsementDependent> = {}): EndorsementDependent => ({
  referenceNumber: 2,
  firstName: 'Léa',
  lastName: 'Roy',
  dateOfBirth: '2014-06-30' as CalendarDate,
  relationship: 'CHILD',
  ...overrides,
});

export const aSnapshot = (overrides: Partial<EndorsementSnapshot> = {}): EndorsementSnapshot => ({
  startDate: '2026-07-01' as CalendarDate,
  endDate: '2026-07-15' as CalendarDate,
  departureLocation: 'YUL',
  destinations: ['FR', 'IT'],
  paxes: [{ policyNumber: 'P-1001', optionalBenefits: ['TCI'] }],
  dependents: [aDependent()],
  ...overrides,
});

export const aCancellationRule = (overrides: Partial<CancellationRule> = {}): CancellationRule => ({
  version: 'sample-2026-01',
  feeCents: 2_500,
  proRata: true,
  ...overrides,
});

export const aCancellation = (overrides: Partial<CancellationFacts> = {}): CancellationFacts => ({
  premiumPaid: 30_000,
  effectiveDate: '2026-07-01' as CalendarDate,
  endDate: '2026-07-30' as CalendarDate,
  cancellationDate: '2026-06-15' as CalendarDate,
  hasClaim: false,
  ...overrides,
});

/** A dependent with reference number `ref` and some of its fields. */
export const arbDependentWith = (ref: number): fc.Arbitrary<EndorsementDependent> =>
  fc.record(
    {
      referenceNumber: fc.constant(ref),
      firstName: fc.constantFrom('Léa', 'Sam', 'Noor'),
      lastName: fc.constantFrom('Roy', 'Tremblay'),
      dateOfBirth: arbDate,
      relationship: fc.constantFrom('CHILD', 'SPOUSE'),
      tripCost: fc.integer({ min: 0, max: 99_999 }),
    },
    { requiredKeys: ['referenceNumber'] },
  );

/** Dependents with unique reference numbers drawn from a small range, so lists overlap. */
export const arbDependents: fc.Arbitrary<EndorsementDependent[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 6 })
  .chain((refs) => fc.tuple(...refs.map(arbDependentWith)));

export const arbSnapshot: fc.Arbitrary<EndorsementSnapshot> = fc.record({
  startDate: arbDate,
  endDate: arbDate,
  departureLocation: fc.constantFrom('YUL', 'YYZ', 'YVR'),
  destinations: fc.uniqueArray(fc.constantFrom('FR', 'IT', 'US', 'MX'), { maxLength: 3 }),
  paxes: fc.uniqueArray(
    fc.record({
      policyNumber: fc.constantFrom('P-1', 'P-2', 'P-3'),
      optionalBenefits: fc.uniqueArray(fc.constantFrom('TCI', 'BAG', 'FTA'), { maxLength: 3 }),
    }),
    { selector: (p) => p.policyNumber, maxLength: 3 },
  ),
  dependents: arbDependents,
});

/** Premiums of traveller policies, one per policy number. */
export const arbPaxPremiums: fc.Arbitrary<PaxPremium[]> = fc.uniqueArray(
  fc.record({
    policyNumber: fc.constantFrom('P-1', 'P-2', 'P-3', 'P-4'),
    premium: fc.integer({ min: 0, max: 2_000_000 }),
  }),
  { selector: (p) => p.policyNumber, maxLength: 4 },
);

export const arbCancellationRule: fc.Arbitrary<CancellationRule> = fc.record({
  version: fc.constant('sample'),
  feeCents: fc.integer({ min: 0, max: 20_000 }),
  proRata: fc.boolean(),
});

/** A cancellation with a valid coverage period; the cancellation day may be before, in or after it. */
export const arbCancellationFacts: fc.Arbitrary<CancellationFacts> = fc
  .record({
    premiumPaid: fc.integer({ min: 0, max: 5_000_000 }),
    effectiveDate: arbDate,
    coveredDays: fc.integer({ min: 1, max: 400 }),
    cancelOffset: fc.integer({ min: -60, max: 460 }),
    hasClaim: fc.boolean(),
  })
  .map(({ premiumPaid, effectiveDate, coveredDays, cancelOffset, hasClaim }) => ({
    premiumPaid,
    effectiveDate,
    endDate: addDays(effectiveDate, coveredDays - 1),
    cancellationDate: addDays(effectiveDate, cancelOffset),
    hasClaim,
  }));

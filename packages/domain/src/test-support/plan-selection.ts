import fc from 'fast-check';
import { PLAN_CODES } from '../shared/enums';
import type { CalendarDate } from '../shared/calendar-date';
import { arbDate } from './arbitraries';
import type { BenefitChoice, PlanChoice, TravellerPlanState } from '../plan-selection/plan-selection.types';
import { emptyTravellerPlanState } from '../plan-selection/plan-selection.types';
import { planSelectionReducer, type PlanSelectionEvent } from '../plan-selection/plan-selection.events';
import type { ProductCardState, TopUpContext } from '../product-card/product-card.types';

// Builders: sensible defaults, overrides for what a test is about.

export const aPlanChoice = (overrides: Partial<PlanChoice> = {}): PlanChoice => ({
  paxId: 1,
  age: 34,
  dateOfBirth: '1991-05-02' as CalendarDate,
  code: 'SEMH',
  premium: 8_500,
  total: 9_180,
  ...overrides,
});

export const aBenefitChoice = (overrides: Partial<BenefitChoice> = {}): BenefitChoice => ({
  paxId: 1,
  parentCode: 'SEMH',
  code: 'TCI',
  type: 'optionalBenefit',
  premium: 2_000,
  total: 2_160,
  ...overrides,
});

export const aTopUpContext = (overrides: Partial<TopUpContext> = {}): TopUpContext => ({
  existingTripDaysCovered: 30,
  maxTopUpDays: 212,
  departureDate: '2026-03-01' as CalendarDate,
  applicationDate: '2026-03-10' as CalendarDate,
  ...overrides,
});

export const aProductCard = (overrides: Partial<ProductCardState> = {}): ProductCardState => ({
  code: 'SEMH',
  variant: 'DEFAULT',
  isAddon: false,
  hasEligibilityText: false,
  selected: false,
  eligibilityModal: { open: false, agreed: false },
  mq: { required: false, taken: false, eligible: undefined, progress: undefined },
  needs: {
    deductible: false,
    tripDays: false,
    tripCost: false,
    coverageAmount: false,
    sumInsuredAfter: false,
  },
  inputs: { tripDays: '', tripCost: '' },
  calculating: false,
  ...overrides,
});

// Arbitraries: few travellers and codes, so that events collide on the same traveller and plan.

export const arbPaxId = fc.integer({ min: 1, max: 4 });
const arbPlanCode = fc.constantFrom(...PLAN_CODES.slice(0, 3));
const arbBenefitCode = fc.constantFrom('TCI', 'BAG', 'FTA');
const arbAmount = fc.integer({ min: -500, max: 500_000 });

export const arbPlanChoice: fc.Arbitrary<PlanChoice> = fc.record({
  paxId: arbPaxId,
  age: fc.integer({ min: 0, max: 99 }),
  dateOfBirth: arbDate,
  code: arbPlanCode,
  premium: fc.integer({ min: 0, max: 500_000 }),
  total: arbAmount,
});

export const arbBenefitChoice: fc.Arbitrary<BenefitChoice> = fc.record({
  paxId: arbPaxId,
  parentCode: arbPlanCode,
  code: arbBenefitCode,
  type: fc.constantFrom('optionalBenefit' as const, 'addon' as const),
  premium: fc.integer({ min: 0, max: 50_000 }),
  total: fc.integer({ min: 0, max: 60_000 }),
});

export const arbPlanSelectionEvent: fc.Arbitrary<PlanSelectionEvent> = fc.oneof(
  { weight: 4, arbitrary: arbPlanChoice.map((choice) => ({ type: 'planAdded' as const, choice })) },
  { weight: 4, arbitrary: arbBenefitChoice.map((choice) => ({ type: 'benefitAdded' as const, choice })) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('benefitRemoved' as const),
      paxId: arbPaxId,
      code: arbBenefitCode,
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('travellerRemoved' as const), paxId: arbPaxId }) },
  { weight: 1, arbitrary: fc.constant({ type: 'clearAll' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('tripParamsChanged' as const),
      paxId: arbPaxId,
      plan: arbPlanCode,
      values: fc.record({ deductible: fc.constantFrom(0, 500, 1000) }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('exclusionsReported' as const),
      paxId: arbPaxId,
      codes: fc.array(arbBenefitCode, { maxLength: 2 }),
    }),
  },
);

/** Any state reachable through the user's events. */
export const arbTravellerPlanState: fc.Arbitrary<TravellerPlanState> = fc
  .array(arbPlanSelectionEvent, { maxLength: 25 })
  .map((events) => events.reduce(planSelectionReducer, emptyTravellerPlanState));

export const arbTopUpContext: fc.Arbitrary<TopUpContext> = fc.record({
  existingTripDaysCovered: fc.integer({ min: 0, max: 365 }),
  maxTopUpDays: fc.integer({ min: 1, max: 365 }),
  departureDate: arbDate,
  applicationDate: arbDate,
});

/** Any product card, parameters filled or not. */
export const arbProductCard: fc.Arbitrary<ProductCardState> = fc
  .record({
    code: fc.constantFrom(...PLAN_CODES),
    mq: fc.record({
      required: fc.boolean(),
      taken: fc.boolean(),
      eligible: fc.constantFrom(true, false, undefined),
      progress: fc.constantFrom(
        'STARTED' as const,
        'ELIGIBLE' as const,
        'CANNOT_DETERMINE' as const,
        undefined,
      ),
    }),
    needs: fc.record({
      deductible: fc.boolean(),
      tripDays: fc.boolean(),
      tripCost: fc.boolean(),
      coverageAmount: fc.boolean(),
      sumInsuredAfter: fc.boolean(),
    }),
    inputs: fc.record({
      tripDays: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 999 }).map(String)),
      tripCost: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 99_999 }).map(String)),
      deductible: fc.constantFrom(undefined, 0, 500, 1_000),
      coverageAmount: fc.constantFrom(undefined, 100_000, 999_999),
      sumInsuredAfter: fc.constantFrom(undefined, 10_000),
    }),
    tripCostMaxAmt: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
    topUp: fc.option(arbTopUpContext, { nil: undefined }),
    premium: fc.option(fc.integer({ min: -100, max: 500_000 }), { nil: undefined }),
    calculating: fc.boolean(),
  })
  .map((parts) => aProductCard(parts));

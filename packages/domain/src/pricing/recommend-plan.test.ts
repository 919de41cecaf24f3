import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEEDS_ANALYSIS_ANSWERS, NEEDS_ANALYSIS_KEYS } from '../catalogue/needs-analysis';
import { arbCategory, sampleCatalogue } from '../test-support/pricing';
import { resolveAnswers, type NeedsAnswers } from './needs-answers';
import { recommendPlan, type RecommendationInput, type RecommendationReason } from './recommend-plan';

const plansOf = (category: RecommendationInput['category']) =>
  sampleCatalogue().plansByCategory.get(category) ?? [];
const recommend = (input: Partial<RecommendationInput> & { answers?: NeedsAnswers }) => {
  const full: RecommendationInput = {
    category: 'TRAVELLING_CANADIANS',
    isSuperVisa: false,
    age: 40,
    answers: {},
    ...input,
  };
  return recommendPlan(full, plansOf(full.category));
};

const cases: readonly [RecommendationReason, Partial<RecommendationInput>, string][] = [
  ['recSingleTrip', { answers: { tripYearly: 'ONE' } }, 'SEMH'],
  ['recMultiTrip', { answers: { tripYearly: 'THREE_OR_MORE', tripAverageLength: 'UP_TO_18' } }, 'MEMH'],
  ['recLongTrips', { answers: { tripYearly: 'THREE_OR_MORE', tripAverageLength: 'MORE_THAN_60' } }, 'SEMH'],
  ['recTopUp', { category: 'TOP_UP' }, 'SEMTUH'],
  ['recStudent', { category: 'STUDENT' }, 'STCIH'],
  ['recSuperVisa', { category: 'VISITOR_TO_CANADA', isSuperVisa: true }, 'SVTCBH'],
  ['recVisitorBasic', { category: 'VISITOR_TO_CANADA' }, 'SVTCBH'],
  [
    'recVisitorStable',
    { category: 'VISITOR_TO_CANADA', answers: { medicalHealthInsurance: 'STABLE_PRE_EXISTING' } },
    'SVTCSH',
  ],
  [
    'recVisitorEnhanced',
    { category: 'VISITOR_TO_CANADA', answers: { medicalHealthInsurance: 'ENHANCED' } },
    'SVTCEH',
  ],
  [
    'recVisitorAccident',
    { category: 'VISITOR_TO_CANADA', answers: { flightAndTravelAccident: 'YES' } },
    'MAIH',
  ],
  ['recTripCancellation', { answers: { nonRefundableTripCost: 'YES' }, tripCostCents: 250_000 }, 'SEMH'],
  ['recTripCostNeeded', { answers: { nonRefundableTripCost: 'YES' } }, 'SEMH'],
  [
    'recCardCancellation',
    { answers: { nonRefundableTripCost: 'YES', creditCard: 'MEDICAL_AND_CANCELLATION' } },
    'SEMH',
  ],
  ['recBaggage', { answers: { baggageType: 'CHECKED' } }, 'SEMH'],
  ['recFlightAccident', { answers: { flightAndTravelAccident: 'YES' } }, 'SEMH'],
  ['recExistingMedical', { answers: { employeeBenefits: 'YES' } }, 'SEMH'],
  ['recMqDeductible', { age: 67 }, 'SEMH'],
  ['recFamily', { answers: { singleCoupleFamily: 'FAMILY' } }, 'SEMH'],
];

describe('needs analysis → recommended plan', () => {
  it.each(cases)('%s', (reason, input, code) => {
    const r = recommend(input);
    expect(r.reasons).toContain(reason);
    expect(r.candidates[0]?.code).toBe(code);
  });

  it('sets the parameters: days per trip from the usual trip, add-ons from the coverage answers', () => {
    const r = recommend({
      answers: {
        tripYearly: 'TWO',
        tripAverageLength: 'UP_TO_18',
        baggageType: 'CHECKED',
        creditCard: 'MEDICAL',
      },
    });
    expect(r.candidates[0]).toEqual({
      code: 'MEMH',
      tripPreference: { deductible: 1000, daysPerTrip: 18 },
      optionalBenefits: ['BAG'],
    });
    const visitor = recommend({ category: 'VISITOR_TO_CANADA', isSuperVisa: true, age: 70 });
    expect(visitor.candidates[0]?.tripPreference).toEqual({ deductible: 75, coverageAmount: 100_000 });
  });

  it('trip cancellation only with a trip cost, priced on it; without one, the reason asks for it', () => {
    const answers: NeedsAnswers = { nonRefundableTripCost: 'YES', baggageType: 'CHECKED' };
    expect(recommend({ answers, tripCostCents: 320_050 }).candidates[0]).toEqual({
      code: 'SEMH',
      tripPreference: { deductible: 0, tripCostCents: 320_050 },
      optionalBenefits: ['TCI', 'BAG'],
    });
    for (const tripCostCents of [undefined, 0]) {
      const r = recommend({ answers, ...(tripCostCents === undefined ? {} : { tripCostCents }) });
      expect(r.candidates[0]).toEqual({
        code: 'SEMH',
        tripPreference: { deductible: 0 },
        optionalBenefits: ['BAG'],
      });
      expect(r.reasons).toEqual(['recSingleTrip', 'recTripCostNeeded', 'recBaggage']);
    }
  });

  it("completes a traveller's answers group by group from the primary's when the flags say so", () => {
    const primary: NeedsAnswers = { tripYearly: 'TWO', baggageType: 'CHECKED', creditCard: 'MEDICAL' };
    const own: NeedsAnswers = { tripYearly: 'ONE', baggageType: 'NONE', creditCard: 'NONE' };
    expect(resolveAnswers(primary, own, { coverageSameAsPrimary: true })).toMatchObject({
      tripYearly: 'ONE',
      baggageType: 'CHECKED',
      creditCard: 'NONE',
    });
  });

  it('property: every plan of the category is a candidate, once, the recommended one first', () => {
    const arbAnswers = fc.record(
      Object.fromEntries(NEEDS_ANALYSIS_KEYS.map((k) => [k, fc.constantFrom(...NEEDS_ANALYSIS_ANSWERS[k])])),
      { requiredKeys: [] },
    ) as fc.Arbitrary<NeedsAnswers>;
    fc.assert(
      fc.property(
        arbCategory,
        fc.boolean(),
        fc.nat(95),
        arbAnswers,
        fc.option(fc.nat(3_000_000), { nil: undefined }),
        (category, isSuperVisa, age, answers, tripCostCents) => {
          const plans = plansOf(category);
          const r = recommendPlan({ category, isSuperVisa, age, answers, tripCostCents }, plans);
          expect(r.candidates.map((c) => c.code).sort()).toEqual(plans.map((p) => p.code).sort());
          for (const c of r.candidates) {
            const plan = plans.find((p) => p.code === c.code);
            expect(plan?.options.deductibles).toContain(c.tripPreference.deductible);
            if (plan?.rateKey === 'COVERAGE_AMOUNT')
              expect(plan.options.coverageAmounts).toContain(c.tripPreference.coverageAmount);
            for (const b of c.optionalBenefits)
              expect(plan?.benefits.find((x) => x.code === b)?.type).not.toBe('MANDATORY');
            // Trip cancellation is never proposed without the trip cost it is priced on.
            expect(c.tripPreference.tripCostCents).toBe(
              c.optionalBenefits.includes('TCI') ? tripCostCents : undefined,
            );
            if (c.optionalBenefits.includes('TCI')) expect(tripCostCents).toBeGreaterThan(0);
          }
          if (isSuperVisa && category === 'VISITOR_TO_CANADA') expect(r.candidates[0]?.code).not.toBe('MAIH');
        },
      ),
    );
  });
});

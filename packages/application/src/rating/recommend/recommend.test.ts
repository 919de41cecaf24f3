import { aQuoteRequest, date, healthyAnswers, sampleCatalogue } from '@tripx/domain/test-support';
import { describe, expect, it } from 'vitest';
import { RecommendationResponseCodec } from '../contracts/recommendation.contract';
import { QuoteUseCase } from '../quote/quote';
import { catalogueOf, clockAt, run } from '../test-support/fake-ports';
import { RecommendUseCase } from './recommend';

const clock = clockAt('2025-06-01T15:00:00Z');
const useCase = new RecommendUseCase(catalogueOf(sampleCatalogue()), clock);
const quotes = new QuoteUseCase(catalogueOf(sampleCatalogue()), clock);
const body = (overrides: Record<string, unknown>, paxes: Record<string, unknown>[]) => {
  const { paxes: _, ...base } = aQuoteRequest();
  return { ...base, ...overrides, paxes };
};

describe('recommendation use case', () => {
  it('recommends and prices a plan per traveller, with the reasons', async () => {
    const result = await run(
      useCase.execute(
        body({}, [
          {
            referenceNumber: 1,
            age: 40,
            needsAnalysis: {
              answers: { tripYearly: 'THREE_OR_MORE', tripAverageLength: 'UP_TO_10', baggageType: 'CHECKED' },
            },
          },
          {
            referenceNumber: 2,
            age: 38,
            needsAnalysis: { answers: { tripYearly: 'ONE' }, coverageSameAsPrimary: true },
          },
        ]),
      ),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(RecommendationResponseCodec.is(result.value)).toBe(true);
    const [first, second] = result.value.paxes;
    expect(first).toMatchObject({
      planCode: 'MEMH',
      reasons: ['recMultiTrip', 'recBaggage'],
      tripPreference: { deductible: 0, daysPerTrip: 10 },
      optionalBenefits: ['BAG'],
      plan: { status: 'PRICED', code: 'MEMH' },
    });
    // Own trip answers (one trip a year), the primary's coverage answers (checked baggage).
    expect(second).toMatchObject({
      planCode: 'SEMH',
      reasons: ['recSingleTrip', 'recBaggage'],
      optionalBenefits: ['BAG'],
    });
    expect(second?.plan?.benefits[0]).toMatchObject({ code: 'BAG', status: 'PRICED' });
  });

  it('a visitor needing the questionnaire gets the plan, marked as waiting for it', async () => {
    const result = await run(
      useCase.execute(
        body(
          {
            travellerCategory: 'VISITOR_TO_CANADA',
            tripInformation: {
              ...aQuoteRequest().tripInformation,
              isSuperVisa: true,
              endDate: '2026-06-30',
              countryOfResidence: 'INTERNATIONAL',
            },
          },
          [
            {
              referenceNumber: 1,
              age: 70,
              needsAnalysis: { answers: { medicalHealthInsurance: 'STABLE_PRE_EXISTING' } },
            },
          ],
        ),
      ),
    );
    expect(result.ok && result.value.paxes[0]).toMatchObject({
      planCode: 'SVTCSH',
      reasons: ['recSuperVisa', 'recVisitorStable', 'recMqDeductible'],
      tripPreference: { coverageAmount: 100_000, deductible: 75 },
      plan: { status: 'MQ_REQUIRED', isMqRequired: true },
    });
  });

  it('recFallback: the best plan is not available, the next one is recommended', async () => {
    // The multi-trip plan stops at 84; the single-trip one goes to 89 (questionnaire answered).
    const result = await run(
      useCase.execute(
        body({}, [
          {
            referenceNumber: 1,
            age: 86,
            medicalQuestionnaires: [{ planClass: 'OCM', answers: healthyAnswers('OCM'), declaration: true }],
            needsAnalysis: { answers: { tripYearly: 'THREE_OR_MORE', tripAverageLength: 'UP_TO_30' } },
          },
        ]),
      ),
    );
    expect(result.ok && result.value.paxes[0]).toMatchObject({
      planCode: 'SEMH',
      reasons: ['recFallback'],
      plan: { status: 'PRICED' },
    });
  });

  it('recNoEligiblePlan: nothing in the category fits the traveller', async () => {
    const result = await run(
      useCase.execute(
        body(
          {
            travellerCategory: 'STUDENT',
            tripInformation: {
              ...aQuoteRequest().tripInformation,
              studentType: 'INTERNATIONAL',
              fullTimeStudent: true,
              startDate: date('2025-09-01'),
              endDate: date('2026-04-30'),
              educationStartDate: date('2025-09-02'),
              educationEndDate: date('2026-04-29'),
            },
          },
          [{ referenceNumber: 1, age: 50, needsAnalysis: { answers: {} } }],
        ),
      ),
    );
    expect(result.ok && result.value.paxes[0]).toMatchObject({
      planCode: null,
      reasons: ['recNoEligiblePlan'],
      plan: null,
    });
  });

  it("refuses an answer that is not one of the question's values, with its path", async () => {
    const result = await run(
      useCase.execute(
        body({}, [{ referenceNumber: 1, age: 30, needsAnalysis: { answers: { tripYearly: 'SOMETIMES' } } }]),
      ),
    );
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        fields: [{ path: 'paxes.0.needsAnalysis.answers.tripYearly', code: 'invalidValue' }],
      }),
    });
  });

  it('refuses what the quote refuses, with the same error: a past departure, an impossible family', async () => {
    const cancelling = { answers: { nonRefundableTripCost: 'YES' as const } };
    const past = { tripInformation: { ...aQuoteRequest().tripInformation, startDate: date('2025-05-31') } };
    const cases = [
      {
        overrides: past,
        paxes: [{ referenceNumber: 1, age: 40, needsAnalysis: cancelling }],
        fields: [{ path: 'tripInformation.startDate', code: 'departurePastDt' }],
      },
      {
        // A family of one traveller: spec 5.1's family rules.
        overrides: { travellerType: 'FAMILY' },
        paxes: [{ referenceNumber: 1, age: 40, needsAnalysis: cancelling }],
        fields: [{ path: 'travellerType', code: 'familyPlans' }],
      },
    ];
    for (const { overrides, paxes, fields } of cases) {
      const recommendation = await run(useCase.execute(body(overrides, paxes)));
      const quote = await run(
        quotes.execute(
          body(
            overrides,
            paxes.map(({ needsAnalysis: _, ...p }) => ({ ...p, plans: [{ code: 'SEMH' }] })),
          ),
        ),
      );
      expect(recommendation).toEqual({
        ok: false,
        error: expect.objectContaining({ _tag: 'InvalidRequest', code: 'invalidRequest', fields }),
      });
      expect(recommendation).toEqual(quote);
    }
  });

  it('trip cancellation: priced on the trip cost given, never proposed without one', async () => {
    const needs = { answers: { tripYearly: 'ONE' as const, nonRefundableTripCost: 'YES' as const } };
    const withCost = await run(
      useCase.execute(
        body({}, [{ referenceNumber: 1, age: 40, tripCostCents: 300_000, needsAnalysis: needs }]),
      ),
    );
    expect(withCost.ok && withCost.value.paxes[0]).toMatchObject({
      planCode: 'SEMH',
      reasons: ['recSingleTrip', 'recTripCancellation'],
      tripPreference: { tripCostCents: 300_000 },
      optionalBenefits: ['TCI'],
      plan: { status: 'PRICED', benefits: [{ code: 'TCI', status: 'PRICED', premiumCents: 16_500 }] },
    });
    const withoutCost = await run(
      useCase.execute(body({}, [{ referenceNumber: 1, age: 40, needsAnalysis: needs }])),
    );
    expect(withoutCost.ok && withoutCost.value.paxes[0]).toMatchObject({
      planCode: 'SEMH',
      reasons: ['recSingleTrip', 'recTripCostNeeded'],
      tripPreference: { deductible: 0 },
      optionalBenefits: [],
      plan: { status: 'PRICED', benefits: [] },
    });
  });

  it("a family's trip cancellation is priced on each member's own trip cost, the dependant's on the first line", async () => {
    const needs = { answers: { tripYearly: 'ONE' as const, nonRefundableTripCost: 'YES' as const } };
    const result = await run(
      useCase.execute(
        body(
          {
            travellerType: 'FAMILY',
            dependents: [{ referenceNumber: 3, dateOfBirth: date('2015-03-01'), tripCostCents: 50_000 }],
          },
          [
            { referenceNumber: 1, age: 40, tripCostCents: 300_000, needsAnalysis: needs },
            {
              referenceNumber: 2,
              age: 38,
              tripCostCents: 100_000,
              needsAnalysis: { answers: {}, insuranceSameAsPrimary: true, coverageSameAsPrimary: true },
            },
          ],
        ),
      ),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    // 5.5 % of 3,000 $ + 500 $, and of 1,000 $ (was 5.5 % of the primary's 3,000 $ on both lines).
    expect(result.value.paxes.map((p) => [p.tripPreference.tripCostCents, p.plan?.benefits])).toEqual([
      [300_000, [expect.objectContaining({ code: 'TCI', status: 'PRICED', premiumCents: 19_250 })]],
      [100_000, [expect.objectContaining({ code: 'TCI', status: 'PRICED', premiumCents: 5_500 })]],
    ]);
  });

  it('an add-on that does not price is left out with its reason (a trip cost above what cancellation insures)', async () => {
    const needs = {
      answers: {
        tripYearly: 'ONE' as const,
        nonRefundableTripCost: 'YES' as const,
        baggageType: 'CHECKED' as const,
      },
    };
    const result = await run(
      useCase.execute(
        body({}, [{ referenceNumber: 1, age: 40, tripCostCents: 9_000_000, needsAnalysis: needs }]),
      ),
    );
    expect(result.ok && result.value.paxes[0]).toMatchObject({
      planCode: 'SEMH',
      reasons: ['recSingleTrip', 'recBaggage'],
      optionalBenefits: ['BAG'],
      plan: { status: 'PRICED', benefits: [{ code: 'BAG', status: 'PRICED' }] },
    });
  });

  it('a family is offered its one plan: an add-on the family line cannot price is offered to no member, and the quote of the answer gives its very lines', async () => {
    // Fast-check's shrunk case (seed -1058212297): the primary's trip cancellation, which also insures
    // the dependents' trip costs (19,000.01 $ + 2 × 500 $), is above its 20,000 $ limit; it was still
    // offered to the second traveller, priced on the primary's trip cost alone, while the quote rates
    // every member with the primary's options.
    const at = clockAt('2025-01-01T16:00:00Z');
    const { paxes: _, ...request } = aQuoteRequest({
      applicationDate: date('2025-01-01'),
      travellerType: 'FAMILY',
      dependents: [
        { referenceNumber: 10, dateOfBirth: date('2024-01-01'), tripCostCents: 50_000 },
        { referenceNumber: 11, dateOfBirth: date('2024-01-01'), tripCostCents: 50_000 },
      ],
      tripInformation: {
        startDate: date('2025-01-01'),
        endDate: date('2025-01-01'),
        provinceOfResidence: 'AB',
        studentType: 'CANADIAN_INSIDE',
        existingCoverageDays: 0,
      },
    });
    const sameAsPrimary = {
      answers: {},
      insuranceSameAsPrimary: true,
      coverageSameAsPrimary: true,
      existingPolicySameAsPrimary: true,
    };
    const answer = await run(
      new RecommendUseCase(catalogueOf(sampleCatalogue()), at).execute({
        ...request,
        paxes: [
          {
            referenceNumber: 1,
            age: 1,
            medicalQuestionnaires: [],
            tripCostCents: 1_900_001,
            needsAnalysis: { answers: { nonRefundableTripCost: 'YES' } },
          },
          { referenceNumber: 2, age: 0, medicalQuestionnaires: [], needsAnalysis: sameAsPrimary },
        ],
      }),
    );
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    // Each member's trip preference holds their own trip cost (the second gave none).
    answer.value.paxes.forEach((pax, i) => {
      expect(pax).toMatchObject({
        planCode: 'SEMH',
        tripPreference: { tripCostCents: i === 0 ? 1_900_001 : 0 },
        optionalBenefits: [],
        plan: { status: 'PRICED', benefits: [] },
      });
      expect(pax.reasons).not.toContain('recTripCancellation');
    });
    const quoted = await run(
      new QuoteUseCase(catalogueOf(sampleCatalogue()), at).execute({
        ...request,
        paxes: answer.value.paxes.map((r) => ({
          referenceNumber: r.referenceNumber,
          age: r.age,
          medicalQuestionnaires: [],
          plans: [
            {
              code: r.planCode,
              tripPreference: r.tripPreference,
              adjustments: [],
              optionalBenefits: r.optionalBenefits.map((code) => ({ code })),
            },
          ],
        })),
      }),
    );
    if (!quoted.ok) throw new Error(JSON.stringify(quoted.error));
    expect(quoted.value.paxes.map((p) => p.plans)).toEqual(answer.value.paxes.map((r) => [r.plan]));
  });
});

import { NEEDS_ANALYSIS_ANSWERS, NEEDS_ANALYSIS_KEYS, type NeedsAnswers } from '@tripx/domain';
import { arbCategory, arbQuoteRequest, sampleCatalogue } from '@tripx/domain/test-support';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QuoteUseCase } from '../quote/quote';
import { catalogueOf, clockAt, run } from '../test-support/fake-ports';
import { RecommendUseCase } from './recommend';

const arbNeeds = fc.record(
  Object.fromEntries(NEEDS_ANALYSIS_KEYS.map((k) => [k, fc.constantFrom(...NEEDS_ANALYSIS_ANSWERS[k])])),
  { requiredKeys: [] },
) as fc.Arbitrary<NeedsAnswers>;

/**
 * Requests that state what a sale needs (the employee's name, a student's school dates…), so that
 * many can be sold; family rules and trip lengths still refuse some.
 */
const arbRequest = arbCategory
  .chain((c) => arbQuoteRequest(c))
  .map((r) => ({
    ...r,
    ...(r.employeeType ? { employeeName: 'Sam Roy' } : {}),
    tripInformation:
      r.travellerCategory !== 'STUDENT'
        ? r.tripInformation
        : {
            ...r.tripInformation,
            fullTimeStudent: true,
            provincialHealthCoverage: true,
            educationStartDate: r.tripInformation.startDate,
            educationEndDate: r.tripInformation.endDate,
          },
  }));

const arbCase = fc.record({
  request: arbRequest,
  needs: arbNeeds,
  // Sometimes none, sometimes above what trip cancellation insures (20,000 $ in the sample rates).
  tripCosts: fc.array(fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: undefined }), {
    minLength: 4,
    maxLength: 4,
  }),
});

describe('the recommendation and the quote agree (property)', () => {
  it('a refused recommendation is the quote’s refusal; a recommended plan, quoted with its options, is that very line, add-ons priced', async () => {
    const catalogue = catalogueOf(sampleCatalogue());
    let recommended = 0;
    let refused = 0;
    let unmatched = 0;
    await fc.assert(
      fc.asyncProperty(arbCase, async ({ request, needs, tripCosts }) => {
        // The server's today is the request's application date.
        const clock = clockAt(`${request.applicationDate}T16:00:00Z`);
        const recommend = new RecommendUseCase(catalogue, clock);
        const quote = new QuoteUseCase(catalogue, clock);
        const body = {
          ...request,
          paxes: request.paxes.map(({ plans: _, ...pax }, i) => ({
            ...pax,
            ...(tripCosts[i] === undefined ? {} : { tripCostCents: tripCosts[i] }),
            needsAnalysis:
              i === 0
                ? { answers: needs }
                : {
                    answers: {},
                    insuranceSameAsPrimary: true,
                    coverageSameAsPrimary: true,
                    existingPolicySameAsPrimary: true,
                  },
          })),
        };
        const answer = await run(recommend.execute(body));
        if (!answer.ok) {
          refused++;
          expect(await run(quote.execute(request))).toEqual(answer);
          return;
        }
        // The quote asks a plan of every traveller: a case where one has none is left there.
        if (answer.value.paxes.some((r) => r.planCode === null)) {
          unmatched++;
          return;
        }
        const asked = {
          ...request,
          paxes: request.paxes.map((pax, i) => {
            const r = answer.value.paxes[i];
            return {
              ...pax,
              plans: r?.planCode
                ? [
                    {
                      code: r.planCode,
                      tripPreference: r.tripPreference,
                      adjustments: [],
                      optionalBenefits: r.optionalBenefits.map((code) => ({ code })),
                    },
                  ]
                : [],
            };
          }),
        };
        const quoted = await run(quote.execute(asked));
        if (!quoted.ok) throw new Error(`recommended, then refused: ${JSON.stringify(quoted.error)}`);
        answer.value.paxes.forEach((r, i) => {
          if (!r.plan) return;
          recommended++;
          expect(quoted.value.paxes[i]?.plans).toEqual([r.plan]);
          expect(r.plan.benefits.map((b) => b.code)).toEqual(r.optionalBenefits);
          if (r.plan.status === 'PRICED') for (const b of r.plan.benefits) expect(b.status).toBe('PRICED');
        });
      }),
      { numRuns: 300 },
    );
    console.log(
      `recommendation vs quote: ${recommended} recommended plans quoted alike, ${refused} refusals alike, ${unmatched} cases with a traveller given no plan`,
    );
    expect(recommended).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});

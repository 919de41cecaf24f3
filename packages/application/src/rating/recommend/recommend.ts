import 'reflect-metadata';
import {
  ageReferenceDate,
  calendarDateAt,
  memberAge,
  priceQuote,
  recommendPlan,
  resolveAnswers,
  type NeedsAnswers,
  type PlanQuote,
  type QuoteRequest,
  type Recommendation,
} from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { ClockPort } from '../clock.port';
import { toQuoteRequest } from '../contracts/quote-request.contract';
import { toQuoteResponse } from '../contracts/quote-response.contract';
import {
  RecommendationRequestCodec,
  type RecommendationRequestBody,
  type RecommendationResponse,
} from '../contracts/recommendation.contract';
import { decodeBody } from '../decode-body';
import type { RateCataloguePort } from '../rate-catalogue.port';
import { invalidRequest, type CatalogueUnavailable, type InvalidRequest } from '../rating.errors';
import { RATING_TOKENS } from '../rating.tokens';

type PaxBody = RecommendationRequestBody['paxes'][number];

/** The first candidate that can be sold (priced, or waiting for the questionnaire). */
const pick = (lines: readonly PlanQuote[]): PlanQuote | undefined =>
  lines.find((l) => l.status === 'PRICED') ?? lines.find((l) => l.status === 'MQ_REQUIRED');

/**
 * The recommendation (spec 7.3): each traveller's needs-analysis answers (completed from the primary's
 * where the flags say so) give candidate plans; they are priced in one quote and the first one the
 * traveller can have is recommended, priced, with the reasons. A family follows its primary.
 */
@injectable()
export class RecommendUseCase {
  constructor(
    @inject(RATING_TOKENS.RateCatalogue) private readonly catalogue: Pick<RateCataloguePort, 'load'>,
    @inject(RATING_TOKENS.Clock) private readonly clock: ClockPort,
  ) {}

  execute(body: unknown): Effect.Effect<RecommendationResponse, InvalidRequest | CatalogueUnavailable> {
    return Effect.gen(this, function* () {
      const decoded = yield* decodeBody(RecommendationRequestCodec, body);
      const catalogue = yield* this.catalogue.load();
      const base = toQuoteRequest(
        { ...decoded, paxes: decoded.paxes.map((p) => ({ ...p, plans: [] })) },
        calendarDateAt(this.clock.now()),
      );
      const reference = ageReferenceDate(base);
      const categoryPlans = catalogue.plansByCategory.get(base.travellerCategory) ?? [];
      const primary: NeedsAnswers = decoded.paxes[0]?.needsAnalysis?.answers ?? {};
      const recommend = (pax: PaxBody): Recommendation =>
        recommendPlan(
          {
            category: base.travellerCategory,
            isSuperVisa: base.tripInformation.isSuperVisa,
            age: memberAge(reference, pax.dateOfBirth, pax.age)?.age ?? 0,
            answers: resolveAnswers(primary, pax.needsAnalysis?.answers ?? {}, pax.needsAnalysis ?? {}),
          },
          categoryPlans,
        );
      const firstPax = decoded.paxes[0];
      const familyRecommendation =
        base.travellerType === 'FAMILY' && firstPax ? recommend(firstPax) : undefined;
      const recommendations = decoded.paxes.map((p) => familyRecommendation ?? recommend(p));
      const request: QuoteRequest = {
        ...base,
        paxes: base.paxes.map((p, i) => ({
          ...p,
          plans: (recommendations[i]?.candidates ?? []).map((c) => ({
            code: c.code,
            tripPreference: c.tripPreference,
            adjustments: [],
            optionalBenefits: c.optionalBenefits.map((code) => ({ code })),
          })),
        })),
      };
      const quote = priceQuote(catalogue, request);
      if (!quote.ok) return yield* Effect.fail(invalidRequest(quote.errors));
      const response = toQuoteResponse(quote.value);
      return {
        ratesVersion: response.ratesVersion,
        sampleRates: response.sampleRates,
        currency: response.currency,
        paxes: response.paxes.map((pax, i) => {
          const chosen = pick(quote.value.paxes[i]?.plans ?? []);
          const candidate = recommendations[i]?.candidates.find((c) => c.code === chosen?.code);
          const line = pax.plans.find((l) => l.code === chosen?.code);
          return {
            referenceNumber: pax.referenceNumber,
            age: pax.age,
            planCode: chosen?.code ?? null,
            reasons: !chosen
              ? ['recNoEligiblePlan' as const]
              : chosen.code === recommendations[i]?.candidates[0]?.code
                ? [...(recommendations[i]?.reasons ?? [])]
                : ['recFallback' as const],
            tripPreference: candidate?.tripPreference ?? {},
            optionalBenefits: [...(candidate?.optionalBenefits ?? [])],
            plan: line ?? null,
          };
        }),
      };
    });
  }
}

import 'reflect-metadata';
import {
  addOnReason,
  ageReferenceDate,
  memberAge,
  priceQuote,
  recommendPlan,
  resolveAnswers,
  type NeedsAnswers,
  type PlanQuote,
  type QuoteRequest,
  type BenefitCode,
  type Recommendation,
  type RecommendedPlan,
} from '@tripx/domain';
import { Effect, Either } from 'effect';
import { inject, injectable, optional } from 'inversify';
import type { LicenceReads } from '../../distribution/assert-agent-may-book/licence-refusal';
import type { ClockPort } from '../clock.port';
import { toQuoteResponse } from '../contracts/quote-response.contract';
import {
  RecommendationRequestCodec,
  type RecommendationRequestBody,
  type RecommendationResponse,
} from '../contracts/recommendation.contract';
import { decodeBody } from '../decode-body';
import { checkQuoteBody } from '../quote/check-quote-body';
import type { RateCataloguePort } from '../rate-catalogue.port';
import { invalidRequest, type CatalogueUnavailable, type InvalidRequest } from '../rating.errors';
import { ANONYMOUS_CALLER, callerRefusal, type CallerRefused, type QuoteCaller } from '../quote-caller';
import { RATING_TOKENS } from '../rating.tokens';
import { todayOfClock } from '../today-of-clock';

type PaxBody = RecommendationRequestBody['paxes'][number];
type PaxAnswer = RecommendationResponse['paxes'][number];

/** The quote body of a recommendation request: its travellers without answers nor trip cost, no plans yet. */
const quoteBodyOf = (body: RecommendationRequestBody) => ({
  ...body,
  paxes: body.paxes.map(({ needsAnalysis: _n, tripCostCents: _c, ...pax }) => ({ ...pax, plans: [] })),
});

/** The add-ons a priced line could not price (a trip cost above what trip cancellation insures…). */
const unsoldOn = (line: Pick<PlanQuote, 'status' | 'benefits'> | null | undefined): BenefitCode[] =>
  line?.status === 'PRICED' ? line.benefits.filter((b) => b.status !== 'PRICED').map((b) => b.code) : [];

/**
 * What can be bought as recommended: the `unsold` add-ons (by default, those the line itself could
 * not price) are left out, with their reasons. On a plan waiting for the questionnaire, the add-ons
 * wait with it.
 */
const sellable = (
  line: PaxAnswer['plan'],
  optionalBenefits: readonly BenefitCode[],
  reasons: readonly PaxAnswer['reasons'][number][],
  unsold: readonly BenefitCode[] = unsoldOn(line),
): Pick<PaxAnswer, 'plan' | 'optionalBenefits' | 'reasons'> => {
  if (!line || line.status !== 'PRICED')
    return { plan: line, optionalBenefits: [...optionalBenefits], reasons: [...reasons] };
  const unsoldReasons = new Set<string>(unsold.flatMap((code) => addOnReason(code) ?? []));
  return {
    plan: { ...line, benefits: line.benefits.filter((b) => !unsold.includes(b.code)) },
    optionalBenefits: optionalBenefits.filter((code) => !unsold.includes(code)),
    reasons: reasons.filter((r) => !unsoldReasons.has(r)),
  };
};

/** A family member's share of the family's recommendation: its plans, on the member's own trip cost. */
const ownTripCosts = (family: Recommendation, tripCostCents: number): Recommendation => ({
  ...family,
  candidates: family.candidates.map((c) =>
    c.tripPreference.tripCostCents === undefined
      ? c
      : { ...c, tripPreference: { ...c.tripPreference, tripCostCents } },
  ),
});

/** The first candidate that can be sold (priced, or waiting for the questionnaire). */
const pick = (lines: readonly PlanQuote[]): PlanQuote | undefined =>
  lines.find((l) => l.status === 'PRICED') ?? lines.find((l) => l.status === 'MQ_REQUIRED');

/**
 * The recommendation (spec 7.3): the request goes through the quote's own decoding and sale rules
 * (checkQuoteBody: a past departure is refused as a quote is); each traveller's needs-analysis
 * answers (completed from the primary's where the flags say so) give candidate plans; they are priced
 * in one quote and the first one the traveller can have is recommended, priced, with the reasons. A
 * family is offered its primary's plan and options, for every member, without an add-on its line
 * cannot price (priced again as the quote prices it); trip cancellation is priced on the trip cost given,
 * each family member's on their own. The caller is the quote's (`callerRefusal`): same organization
 * and licence refusals.
 */
@injectable()
export class RecommendUseCase {
  constructor(
    @inject(RATING_TOKENS.RateCatalogue) private readonly catalogue: Pick<RateCataloguePort, 'load'>,
    @inject(RATING_TOKENS.Clock) private readonly clock: ClockPort,
    /** Absent where no agent or partner sells (the CLI). */
    @inject(RATING_TOKENS.Licences)
    @optional()
    private readonly licences?: LicenceReads,
  ) {}

  private readonly today = todayOfClock();

  execute(
    body: unknown,
    caller: QuoteCaller = ANONYMOUS_CALLER,
  ): Effect.Effect<RecommendationResponse, InvalidRequest | CatalogueUnavailable | CallerRefused> {
    return Effect.gen(this, function* () {
      yield* callerRefusal(this.licences, caller, body, this.clock.now());
      const decoded = yield* decodeBody(RecommendationRequestCodec, body);
      const checked = checkQuoteBody(quoteBodyOf(decoded), this.today(this.clock.now()));
      if (Either.isLeft(checked)) return yield* Effect.fail(checked.left);
      const base = checked.right;
      const catalogue = yield* this.catalogue.load();
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
            ...(pax.tripCostCents !== undefined ? { tripCostCents: pax.tripCostCents } : {}),
          },
          categoryPlans,
        );
      const firstPax = decoded.paxes[0];
      // A family buys one plan, with its primary's options (the quote rates every member with them).
      const familyRecommendation =
        base.travellerType === 'FAMILY' && firstPax ? recommend(firstPax) : undefined;
      // Each member's trip cancellation insures their own trip cost (none given: none insured).
      const recommendations = decoded.paxes.map((p) =>
        familyRecommendation ? ownTripCosts(familyRecommendation, p.tripCostCents ?? 0) : recommend(p),
      );
      const requestOf = (plans: (i: number) => readonly RecommendedPlan[]): QuoteRequest => ({
        ...base,
        paxes: base.paxes.map((p, i) => ({
          ...p,
          plans: plans(i).map((c) => ({
            code: c.code,
            tripPreference: c.tripPreference,
            adjustments: [],
            optionalBenefits: c.optionalBenefits.map((code) => ({ code })),
          })),
        })),
      });
      const first = priceQuote(
        catalogue,
        requestOf((i) => recommendations[i]?.candidates ?? []),
      );
      if (!first.ok) return yield* Effect.fail(invalidRequest(first.errors));
      let quote = first.value;
      // The family's plan is the primary's choice for every member (the same on each: a family line
      // stops or prices for all). An add-on one member's line cannot price (trip cancellation on a trip
      // cost above its limit: a member's own, or the primary's with the dependents') is not in the
      // family's plan: the family is priced again without it, as the quote prices that request.
      const familyCode = familyRecommendation ? pick(quote.paxes[0]?.plans ?? [])?.code : undefined;
      const familyChoice = (i: number) => recommendations[i]?.candidates.find((c) => c.code === familyCode);
      const familyUnsold = [
        ...new Set(quote.paxes.flatMap((p) => unsoldOn(p.plans.find((l) => l.code === familyCode)))),
      ];
      if (familyCode && familyUnsold.length > 0) {
        const again = priceQuote(
          catalogue,
          requestOf((i) => {
            const c = familyChoice(i);
            return c
              ? [{ ...c, optionalBenefits: c.optionalBenefits.filter((b) => !familyUnsold.includes(b)) }]
              : [];
          }),
        );
        if (!again.ok) return yield* Effect.fail(invalidRequest(again.errors));
        quote = again.value;
      }
      const response = toQuoteResponse(quote);
      return {
        ratesVersion: response.ratesVersion,
        sampleRates: response.sampleRates,
        currency: response.currency,
        paxes: response.paxes.map((pax, i): PaxAnswer => {
          const chosen = pick(quote.paxes[i]?.plans ?? []);
          const candidate = recommendations[i]?.candidates.find((c) => c.code === chosen?.code);
          const line = pax.plans.find((l) => l.code === chosen?.code);
          const reasons: PaxAnswer['reasons'] = !chosen
            ? ['recNoEligiblePlan']
            : chosen.code === recommendations[i]?.candidates[0]?.code
              ? [...(recommendations[i]?.reasons ?? [])]
              : ['recFallback'];
          return {
            referenceNumber: pax.referenceNumber,
            age: pax.age,
            planCode: chosen?.code ?? null,
            tripPreference: candidate?.tripPreference ?? {},
            ...sellable(
              line ?? null,
              candidate?.optionalBenefits ?? [],
              reasons,
              familyRecommendation ? familyUnsold : undefined,
            ),
          };
        }),
      };
    });
  }
}

import {
  CheckEligibilityUseCase,
  GetPlanContentUseCase,
  QuoteUseCase,
  type ApiResult,
  type CatalogueService,
  type QuoteService,
  type RatingError,
} from '@tripx/application';
import type { CalendarDate } from '@tripx/domain';
import { sampleCatalogue } from '@tripx/domain/test-support';
import { Effect, Either } from 'effect';

/** A rating use case's effect as the app's service answers it (a refusal carries its fields). */
export const asApiResult = async <A>(effect: Effect.Effect<A, RatingError>): Promise<ApiResult<A>> => {
  const r = await Effect.runPromise(Effect.either(effect));
  if (Either.isRight(r)) return { ok: true, value: r.right };
  const e = r.left;
  const fields = e._tag === 'InvalidRequest' ? e.fields : [];
  return { ok: false, failure: { kind: 'refused', code: 'badRequest', message: e._tag, fields } };
};

/**
 * The quote, the eligibility answer and the plan contents of the application's own use cases over
 * the sample catalogue, in process: a store test runs against the real rules and prices.
 */
export const inProcessRating = (today: CalendarDate) => {
  const catalogue = { load: () => Effect.succeed(sampleCatalogue()) };
  const clock = { now: () => new Date(`${today}T12:00:00-05:00`) };
  const quote = new QuoteUseCase(catalogue, clock);
  const eligibility = new CheckEligibilityUseCase(catalogue, clock);
  const plans = new GetPlanContentUseCase(catalogue);
  const eligibilityAsked: unknown[] = [];
  const quotes: QuoteService = {
    quote: (body) => asApiResult(quote.execute(body)),
    eligibility: (body) => {
      eligibilityAsked.push(body);
      return asApiResult(eligibility.execute(body));
    },
    recommendation: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
  };
  const contents: CatalogueService = {
    plans: async (lang) => {
      const r = await asApiResult(plans.execute({ language: lang }));
      return r.ok ? { ok: true, value: r.value.plans } : r;
    },
    needsAnalysis: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
    medicalQuestionnaire: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
  };
  return { quotes, catalogue: contents, eligibilityAsked };
};

// In-process rating reads the catalogue files: this helper is for tests in the node environment.
import { FsRateCatalogue } from '@tripx/adapters-fs';
import {
  CheckEligibilityUseCase,
  type CatalogueService,
  GetMedicalQuestionnaireUseCase,
  GetNeedsAnalysisUseCase,
  GetPlanContentUseCase,
  NeedsAnalysisQuestionnaireCodec,
  type QuoteService,
  QuoteUseCase,
  RecommendUseCase,
} from '@tripx/application';
import type { CalendarDate } from '@tripx/domain';
import { asApiResult as run } from '@tripx/ui-flow/test-support';
import { isRight } from 'fp-ts/lib/Either.js';

let catalogue: Promise<FsRateCatalogue> | undefined;
const openCatalogue = () => (catalogue ??= FsRateCatalogue.open());

export interface InProcessRating {
  readonly quotes: QuoteService & { readonly requests: unknown[] };
  readonly catalogue: CatalogueService;
}

/**
 * The purchase app's services answered by the application's own rating use cases over the sample
 * catalogue, in process: a store test runs against the real rules and prices, without HTTP.
 */
export const inProcessRating = async (today: CalendarDate): Promise<InProcessRating> => {
  const cat = await openCatalogue();
  const clock = { now: () => new Date(`${today}T12:00:00-05:00`) };
  const quote = new QuoteUseCase(cat, clock);
  const recommend = new RecommendUseCase(cat, clock);
  const eligibility = new CheckEligibilityUseCase(cat, clock);
  const plans = new GetPlanContentUseCase(cat);
  const needs = new GetNeedsAnalysisUseCase(cat);
  const mq = new GetMedicalQuestionnaireUseCase(cat);
  const requests: unknown[] = [];
  return {
    quotes: {
      requests,
      quote: (body) => {
        requests.push(body);
        return run(quote.execute(body));
      },
      recommendation: (body) => run(recommend.execute(body)),
      eligibility: (body) => run(eligibility.execute(body)),
    },
    catalogue: {
      plans: async (lang) => {
        const r = await run(plans.execute({ language: lang }));
        return r.ok ? { ok: true, value: r.value.plans } : r;
      },
      needsAnalysis: async (planClass, lang) => {
        const r = await run(needs.execute({ language: lang }));
        if (!r.ok) return r;
        const decoded = NeedsAnalysisQuestionnaireCodec.decode({ planClass, ...(r.value as object) });
        return isRight(decoded)
          ? { ok: true, value: decoded.right }
          : { ok: false, failure: { kind: 'decode', code: 'badResponse', paths: [] } };
      },
      medicalQuestionnaire: (planClass, lang) => run(mq.execute({ planClass, language: lang })),
    },
  };
};

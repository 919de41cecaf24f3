import 'reflect-metadata';
import type { PlanDefinition, RatingCatalogue } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import {
  PlanContentQueryCodec,
  type PlanContentResponse,
  type PlanContentView,
} from '../contracts/plan-content.contract';
import { decodeBody } from '../decode-body';
import type { RateCataloguePort } from '../rate-catalogue.port';
import {
  notFound,
  type CatalogueUnavailable,
  type InvalidRequest,
  type RatingNotFound,
} from '../rating.errors';
import { RATING_TOKENS } from '../rating.tokens';

const view = (plan: PlanDefinition, catalogue: RatingCatalogue, lang: 'en' | 'fr'): PlanContentView => ({
  code: plan.code,
  planType: 'PLAN',
  planClass: plan.planClass,
  categories: [...plan.categories],
  ...plan.content[lang],
  deductibles: [...plan.options.deductibles],
  coverageAmounts: [...plan.options.coverageAmounts],
  tripDays: [...plan.options.daysPerTrip],
  mqFromAge: plan.eligibility.mqFromAge,
  familyOffered: plan.eligibility.familyOffered,
  benefits: plan.benefits.map((b) => {
    const content = catalogue.benefits.get(b.code)?.content[lang];
    return { code: b.code, type: b.type, name: content?.name ?? b.code, summary: content?.summary ?? '' };
  }),
});

/** Plans (content) of spec 3 by code or category, in one language. */
@injectable()
export class GetPlanContentUseCase {
  constructor(
    @inject(RATING_TOKENS.RateCatalogue) private readonly catalogue: Pick<RateCataloguePort, 'load'>,
  ) {}

  execute(
    query: unknown,
  ): Effect.Effect<PlanContentResponse, InvalidRequest | CatalogueUnavailable | RatingNotFound> {
    return Effect.gen(this, function* () {
      const q = yield* decodeBody(PlanContentQueryCodec, query);
      const catalogue = yield* this.catalogue.load();
      const plans = [...catalogue.plans.values()].filter(
        (p) =>
          (q.code === undefined || p.code === q.code) &&
          (q.category === undefined || p.categories.includes(q.category)),
      );
      if (q.code !== undefined && plans.length === 0) return yield* Effect.fail(notFound('planNotFound'));
      return { plans: plans.map((p) => view(p, catalogue, q.language)) };
    });
  }
}

import type { NeedsAnalysisView, PlanContentView, RatingUseCases } from '@tripx/application';
import type { Language } from '@tripx/domain';
import { Either } from 'effect';
import { runEffect } from './answer-effect';

/** Plan contents in `lang` (all, or those of `codes`): GraphQL `plans`, org contracts, documents. */
export const planContents = async (
  rating: RatingUseCases | undefined,
  lang: Language,
  codes?: readonly string[],
): Promise<readonly PlanContentView[]> => {
  if (!rating) return [];
  const r = await runEffect(rating.planContent.execute({ language: lang }));
  if (Either.isLeft(r)) return [];
  return codes ? r.right.plans.filter((p) => codes.includes(p.code)) : r.right.plans;
};

/** The needs-analysis questionnaire of the catalogue, grouped as spec 3 groups it. */
export const needsAnalysisOf = async (
  rating: RatingUseCases | undefined,
  lang: Language,
): Promise<NeedsAnalysisView | undefined> => {
  if (!rating) return undefined;
  const r = await runEffect(rating.needsAnalysis.execute({ language: lang }));
  return Either.isRight(r) ? r.right : undefined;
};

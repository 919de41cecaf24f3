import 'reflect-metadata';
import { scoreAnswers } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import {
  ScoreQuestionnaireRequestCodec,
  type ScoreQuestionnaireResponse,
} from '../contracts/medical-questionnaire.contract';
import { decodeBody } from '../decode-body';
import type { RateCataloguePort } from '../rate-catalogue.port';
import {
  notFound,
  type CatalogueUnavailable,
  type InvalidRequest,
  type RatingNotFound,
} from '../rating.errors';
import { RATING_TOKENS } from '../rating.tokens';

/**
 * Scores one traveller's answers: a rate category (and smoker or not), not eligible, or undetermined
 * with the answers that are missing or wrong (spec 4.3 "eligibility cannot be determined").
 */
@injectable()
export class ScoreMedicalQuestionnaireUseCase {
  constructor(
    @inject(RATING_TOKENS.RateCatalogue) private readonly catalogue: Pick<RateCataloguePort, 'load'>,
  ) {}

  execute(
    body: unknown,
  ): Effect.Effect<ScoreQuestionnaireResponse, InvalidRequest | CatalogueUnavailable | RatingNotFound> {
    return Effect.gen(this, function* () {
      const request = yield* decodeBody(ScoreQuestionnaireRequestCodec, body);
      const prepared = (yield* this.catalogue.load()).questionnaires.get(request.planClass);
      if (!prepared) return yield* Effect.fail(notFound('questionnaireNotFound'));
      const score = scoreAnswers(prepared, request.answers, request.declaration);
      if (score.outcome === 'UNDETERMINED')
        return {
          planClass: request.planClass,
          outcome: score.outcome,
          rateCategory: null,
          smoker: false,
          isMqEligible: null,
          fields: score.errors.map((e) => ({ path: e.field, code: e.code })),
        };
      return {
        planClass: request.planClass,
        outcome: score.outcome,
        rateCategory: score.outcome === 'RATED' ? score.rateCategory : null,
        smoker: score.smoker,
        isMqEligible: score.outcome === 'RATED',
        fields: [],
      };
    });
  }
}

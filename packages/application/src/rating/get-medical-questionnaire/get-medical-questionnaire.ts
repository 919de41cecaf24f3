import 'reflect-metadata';
import type { Localized } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import {
  MedicalQuestionnaireQueryCodec,
  type MedicalQuestionnaireResponse,
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

/** YES_NO questions carry no options in the file: their two answers are the same everywhere. */
const YES_NO: readonly { value: string; label: Localized<string> }[] = [
  { value: 'YES', label: { en: 'Yes', fr: 'Oui' } },
  { value: 'NO', label: { en: 'No', fr: 'Non' } },
];

const byOrder = <T extends { order: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.order - b.order);

/** GET medical questionnaire (spec 7.2): pages > sections > questions of a plan class, in one language. */
@injectable()
export class GetMedicalQuestionnaireUseCase {
  constructor(
    @inject(RATING_TOKENS.RateCatalogue) private readonly catalogue: Pick<RateCataloguePort, 'load'>,
  ) {}

  execute(
    query: unknown,
  ): Effect.Effect<MedicalQuestionnaireResponse, InvalidRequest | CatalogueUnavailable | RatingNotFound> {
    return Effect.gen(this, function* () {
      const { planClass, language: lang } = yield* decodeBody(MedicalQuestionnaireQueryCodec, query);
      const prepared = (yield* this.catalogue.load()).questionnaires.get(planClass);
      if (!prepared) return yield* Effect.fail(notFound('questionnaireNotFound'));
      const q = prepared.questionnaire;
      return {
        planClass,
        effectiveDate: q.effectiveDate,
        language: lang,
        declaration: q.declaration[lang],
        pages: byOrder(q.pages).map((page) => ({
          key: page.key,
          title: page.title[lang],
          order: page.order,
          sections: byOrder(page.sections).map((section) => ({
            key: section.key,
            title: section.title[lang],
            order: section.order,
            questions: byOrder(section.questions).map((question) => ({
              questionKey: question.questionKey,
              questionText: question.questionText[lang],
              answerType: question.answerType,
              order: question.order,
              options: (question.answerType === 'YES_NO' ? YES_NO : question.options).map((o) => ({
                value: o.value,
                label: o.label[lang],
              })),
            })),
          })),
        })),
      };
    });
  }
}

import { MQ_ANSWER_TYPES } from '@tripx/domain';
import * as t from 'io-ts';
import { CalendarDateCodec, LangCodec, literalUnion } from '../../contracts/codecs';
import { PlanClassCodec } from './plans-file.codec';
import { PaxMqAnswersCodec } from './quote-request.contract';
import { nullable } from './rating-codecs';

/** GET medical questionnaire (spec 7.2): planClass, date, language. */
export const MedicalQuestionnaireQueryCodec = t.intersection([
  t.type({ planClass: PlanClassCodec, language: LangCodec }),
  t.partial({ date: CalendarDateCodec }),
]);

const Option = t.type({ value: t.string, label: t.string });
export const MedicalQuestionnaireResponseCodec = t.type({
  planClass: PlanClassCodec,
  effectiveDate: t.string,
  language: LangCodec,
  declaration: t.string,
  pages: t.array(
    t.type({
      key: t.string,
      title: t.string,
      order: t.number,
      sections: t.array(
        t.type({
          key: t.string,
          title: t.string,
          order: t.number,
          questions: t.array(
            t.type({
              questionKey: t.string,
              questionText: t.string,
              answerType: literalUnion(MQ_ANSWER_TYPES, 'MqAnswerType'),
              order: t.number,
              options: t.array(Option),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type MedicalQuestionnaireResponse = t.TypeOf<typeof MedicalQuestionnaireResponseCodec>;

/** Scoring request: one traveller's answers to one plan class's questionnaire. */
export const ScoreQuestionnaireRequestCodec = PaxMqAnswersCodec;

export const ScoreQuestionnaireResponseCodec = t.type({
  planClass: PlanClassCodec,
  outcome: literalUnion(['RATED', 'NOT_ELIGIBLE', 'UNDETERMINED'] as const, 'MqOutcome'),
  rateCategory: nullable(t.string),
  smoker: t.boolean,
  isMqEligible: nullable(t.boolean),
  fields: t.array(t.type({ path: t.string, code: t.string })),
});
export type ScoreQuestionnaireResponse = t.TypeOf<typeof ScoreQuestionnaireResponseCodec>;

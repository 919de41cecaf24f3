import {
  MQ_ANSWER_TYPES,
  NEEDS_ANALYSIS_GROUPS,
  NEEDS_ANALYSIS_KEYS,
  type MedicalQuestionnaire,
  type NeedsAnalysisQuestionnaire,
  type Result,
} from '@tripx/domain';
import * as t from 'io-ts';
import { decodeInput } from '../../contracts/decode-input';
import { CalendarDateCodec, literalUnion } from '../../contracts/codecs';
import { localized, NonEmptyText, PlanClassCodec } from './plans-file.codec';
import { intIn, nullable, NonNegativeInt } from './rating-codecs';

const Key = NonEmptyText;
const Option = t.type({ value: Key, label: localized(NonEmptyText) });
const AnswerRef = t.type({ questionKey: Key, answer: Key });

const Question = t.type({
  questionKey: Key,
  questionText: localized(NonEmptyText),
  answerType: literalUnion(MQ_ANSWER_TYPES, 'MqAnswerType'),
  order: NonNegativeInt,
  options: t.array(Option),
});
const Section = t.type({
  key: Key,
  title: localized(NonEmptyText),
  order: NonNegativeInt,
  questions: t.array(Question),
});
const Page = t.type({
  key: Key,
  title: localized(NonEmptyText),
  order: NonNegativeInt,
  sections: t.array(Section),
});

/** `catalogue/questionnaires/medical-<class>.json`: questions EN/FR and the scoring behind them. */
export const MedicalQuestionnaireCodec = t.type({
  planClass: PlanClassCodec,
  effectiveDate: CalendarDateCodec,
  declaration: localized(NonEmptyText),
  pages: t.array(Page),
  scoring: t.type({
    points: t.array(t.intersection([AnswerRef, t.type({ points: intIn(0, 1000) })])),
    knockOuts: t.array(AnswerRef),
    smoker: nullable(AnswerRef),
    categories: t.array(t.type({ category: Key, maxPoints: intIn(0, 100_000) })),
  }),
});

/** `catalogue/questionnaires/needs-analysis.json`. */
export const NeedsAnalysisCodec = t.type({
  groups: t.array(
    t.type({
      group: literalUnion(NEEDS_ANALYSIS_GROUPS, 'NeedsAnalysisGroup'),
      title: localized(NonEmptyText),
    }),
  ),
  questions: t.array(
    t.type({
      key: literalUnion(NEEDS_ANALYSIS_KEYS, 'NeedsAnalysisKey'),
      group: literalUnion(NEEDS_ANALYSIS_GROUPS, 'NeedsAnalysisGroup'),
      order: NonNegativeInt,
      text: localized(NonEmptyText),
      options: t.array(Option),
    }),
  ),
});

export const decodeMedicalQuestionnaire = (input: unknown): Result<MedicalQuestionnaire, string> =>
  decodeInput(MedicalQuestionnaireCodec, input);

export const decodeNeedsAnalysis = (input: unknown): Result<NeedsAnalysisQuestionnaire, string> =>
  decodeInput(NeedsAnalysisCodec, input);

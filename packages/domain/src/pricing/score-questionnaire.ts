import { fieldError, type FieldError } from '../shared/result';
import type { PreparedQuestionnaire } from './prepared-catalogue';
import type { MqCode } from './pricing.codes';
import type { MqAnswer } from './quote-request';

/** What a traveller's answers give: a rate category (and smoker or not), not eligible, or not yet known. */
export type MqScore =
  | {
      readonly outcome: 'RATED';
      readonly rateCategory: string;
      readonly smoker: boolean;
      readonly points: number;
    }
  | { readonly outcome: 'NOT_ELIGIBLE'; readonly smoker: boolean; readonly points: number }
  | { readonly outcome: 'UNDETERMINED'; readonly errors: readonly FieldError<MqCode>[] };

/**
 * Scores answers against a questionnaire. Without the declaration nothing counts (undetermined); a
 * knock-out answer makes the traveller not eligible even with other answers missing; otherwise every
 * question needs a valid answer, and the points pick the first category whose maximum they fit.
 */
export const scoreAnswers = (
  prepared: PreparedQuestionnaire,
  answers: readonly MqAnswer[],
  declaration: boolean,
): MqScore => {
  const { questions, questionnaire } = prepared;
  if (!declaration)
    return { outcome: 'UNDETERMINED', errors: [fieldError('declaration', 'mqDeclarationRequired')] };
  const errors: FieldError<MqCode>[] = [];
  const answered = new Set<string>();
  let points = 0;
  let knockedOut = false;
  let smoker = false;
  const smokerRef = questionnaire.scoring.smoker;
  for (let i = 0; i < answers.length; i++) {
    const { key, answer } = answers[i] as MqAnswer;
    const question = questions.get(key);
    if (!question) {
      errors.push(fieldError(`answers.${i}.key`, 'mqQuestionUnknown'));
      continue;
    }
    if (!question.valid.has(answer)) {
      errors.push(fieldError(`answers.${i}.answer`, 'mqAnswerInvalid'));
      continue;
    }
    // A second answer to the same question would let points be counted twice.
    if (answered.has(key)) {
      errors.push(fieldError(`answers.${i}.key`, 'mqAnswerInvalid'));
      continue;
    }
    answered.add(key);
    points += question.points.get(answer) ?? 0;
    if (question.knockOuts.has(answer)) knockedOut = true;
    if (smokerRef !== null && smokerRef.questionKey === key && smokerRef.answer === answer) smoker = true;
  }
  if (knockedOut) return { outcome: 'NOT_ELIGIBLE', smoker, points };
  if (answered.size < questions.size)
    for (const key of questions.keys())
      if (!answered.has(key)) errors.push(fieldError(`answers.${key}`, 'mqAnswerMissing'));
  if (errors.length > 0) return { outcome: 'UNDETERMINED', errors };
  for (const c of questionnaire.scoring.categories)
    if (points <= c.maxPoints) return { outcome: 'RATED', rateCategory: c.category, smoker, points };
  return { outcome: 'NOT_ELIGIBLE', smoker, points };
};

import type { MedicalQuestionnaire } from '../catalogue/medical-questionnaire';
import { YES_NO_ANSWERS } from '../catalogue/medical-questionnaire';
import {
  NEEDS_ANALYSIS_ANSWERS,
  NEEDS_ANALYSIS_KEYS,
  type NeedsAnalysisQuestionnaire,
} from '../catalogue/needs-analysis';
import { fieldError, type FieldError } from '../shared/result';
import type { CatalogueCode } from './pricing.codes';

/** The answers each question of a medical questionnaire accepts. */
export const validAnswers = (q: MedicalQuestionnaire): Map<string, ReadonlySet<string>> => {
  const out = new Map<string, ReadonlySet<string>>();
  for (const page of q.pages)
    for (const section of page.sections)
      for (const question of section.questions)
        out.set(
          question.questionKey,
          new Set(question.answerType === 'YES_NO' ? YES_NO_ANSWERS : question.options.map((o) => o.value)),
        );
  return out;
};

/** Unique question keys; scoring that names only real questions and answers; categories best first. */
export const checkMedicalQuestionnaire = (q: MedicalQuestionnaire): FieldError<CatalogueCode>[] => {
  const errors: FieldError<CatalogueCode>[] = [];
  const seen = new Set<string>();
  q.pages.forEach((page, p) =>
    page.sections.forEach((section, s) =>
      section.questions.forEach((question, k) => {
        if (seen.has(question.questionKey))
          errors.push(fieldError(`pages.${p}.sections.${s}.questions.${k}.questionKey`, 'questionDuplicate'));
        seen.add(question.questionKey);
      }),
    ),
  );
  const answers = validAnswers(q);
  const checkRef = (ref: { questionKey: string; answer: string }, at: string): void => {
    if (!answers.get(ref.questionKey)?.has(ref.answer)) errors.push(fieldError(at, 'questionUnknown'));
  };
  q.scoring.points.forEach((ref, i) => checkRef(ref, `scoring.points.${i}`));
  q.scoring.knockOuts.forEach((ref, i) => checkRef(ref, `scoring.knockOuts.${i}`));
  if (q.scoring.smoker) checkRef(q.scoring.smoker, 'scoring.smoker');
  q.scoring.categories.forEach((c, i) => {
    const before = q.scoring.categories[i - 1];
    if (c.maxPoints < 0 || (before && c.maxPoints <= before.maxPoints))
      errors.push(fieldError(`scoring.categories.${i}.maxPoints`, 'scoringCategoriesOrder'));
  });
  if (q.scoring.categories.length === 0)
    errors.push(fieldError('scoring.categories', 'scoringCategoriesOrder'));
  return errors;
};

/** Every needs-analysis question once, with exactly the answer values the recommendation reads. */
export const checkNeedsAnalysis = (na: NeedsAnalysisQuestionnaire): FieldError<CatalogueCode>[] => {
  const errors: FieldError<CatalogueCode>[] = [];
  const seen = new Set<string>();
  na.questions.forEach((question, i) => {
    if (seen.has(question.key)) errors.push(fieldError(`questions.${i}.key`, 'questionDuplicate'));
    seen.add(question.key);
    const expected: readonly string[] = NEEDS_ANALYSIS_ANSWERS[question.key];
    const values = question.options.map((o) => o.value);
    if (values.length !== expected.length || !expected.every((v) => values.includes(v)))
      errors.push(fieldError(`questions.${i}.options`, 'questionUnknown', { expected: expected.join(',') }));
  });
  for (const key of NEEDS_ANALYSIS_KEYS)
    if (!seen.has(key)) errors.push(fieldError('questions', 'questionUnknown', { missing: key }));
  return errors;
};

import type { BenefitCode, BenefitDefinition } from '../catalogue/benefit';
import type { CatalogueData } from '../catalogue/catalogue';
import type { MedicalQuestionnaire } from '../catalogue/medical-questionnaire';
import type { PlanDefinition } from '../catalogue/plan';
import type { PlanClass, PlanCode, TravellerCategory } from '../shared/enums';
import { TRAVELLER_CATEGORIES } from '../shared/enums';
import { fail, fieldError, ok, type FieldError, type Result } from '../shared/result';
import { checkPlans } from './check-plans';
import { checkMedicalQuestionnaire, checkNeedsAnalysis, validAnswers } from './check-questionnaires';
import { checkRateTable } from './check-rate-table';
import type { PreparedQuestion, PreparedQuestionnaire, RatingCatalogue } from './prepared-catalogue';
import { prepareRates } from './prepare-rates';
import type { CatalogueCode } from './pricing.codes';

const prefixed = (
  prefix: string,
  errors: readonly FieldError<CatalogueCode>[],
): FieldError<CatalogueCode>[] => errors.map((e) => ({ ...e, field: `${prefix}.${e.field}` }));

/** The rate categories of each plan class, best first (the order of its questionnaire's scoring). */
export const mqCategoriesByClass = (
  questionnaires: readonly MedicalQuestionnaire[],
): Map<PlanClass, readonly string[]> =>
  new Map(questionnaires.map((q) => [q.planClass, q.scoring.categories.map((c) => c.category)]));

export const prepareQuestionnaire = (q: MedicalQuestionnaire): PreparedQuestionnaire => {
  const questions = new Map<string, PreparedQuestion>();
  for (const [key, valid] of validAnswers(q)) {
    const points = new Map<string, number>();
    for (const p of q.scoring.points) if (p.questionKey === key) points.set(p.answer, p.points);
    const knockOuts = new Set(q.scoring.knockOuts.filter((k) => k.questionKey === key).map((k) => k.answer));
    questions.set(key, { valid, points, knockOuts });
  }
  return { questionnaire: q, questions };
};

/**
 * Checks the whole catalogue (every error, each with its path) and, when it is consistent, builds
 * the lookups the pricing reads. A half-valid catalogue is refused as a whole.
 */
export const prepareCatalogue = (data: CatalogueData): Result<RatingCatalogue, CatalogueCode> => {
  const errors: FieldError<CatalogueCode>[] = [];
  const classes = new Set<PlanClass>();
  for (const q of data.medicalQuestionnaires) {
    if (classes.has(q.planClass))
      errors.push(fieldError(`medicalQuestionnaires.${q.planClass}`, 'questionnaireDuplicate'));
    classes.add(q.planClass);
    errors.push(...prefixed(`medicalQuestionnaires.${q.planClass}`, checkMedicalQuestionnaire(q)));
  }
  errors.push(...prefixed('needsAnalysis', checkNeedsAnalysis(data.needsAnalysis)));
  errors.push(...prefixed('planFile', checkPlans(data.plans, data.benefits, classes)));
  const categories = mqCategoriesByClass(data.medicalQuestionnaires);
  const versions = new Set<string>();
  for (const table of data.rateTables) {
    if (versions.has(table.effectiveDate))
      errors.push(fieldError(`rateTables.${table.effectiveDate}`, 'ratesVersionDuplicate'));
    versions.add(table.effectiveDate);
    errors.push(
      ...prefixed(`rateTables.${table.effectiveDate}`, checkRateTable(table, data.plans, categories)),
    );
  }
  if (errors.length > 0) return fail(errors);

  const plansByCategory = new Map<TravellerCategory, PlanDefinition[]>(
    TRAVELLER_CATEGORIES.map((c) => [c, []]),
  );
  for (const plan of data.plans) for (const c of plan.categories) plansByCategory.get(c)?.push(plan);
  return ok({
    plans: new Map<PlanCode, PlanDefinition>(data.plans.map((p) => [p.code, p])),
    plansByCategory,
    benefits: new Map<BenefitCode, BenefitDefinition>(data.benefits.map((b) => [b.code, b])),
    versions: [...data.rateTables]
      .sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : 1))
      .map(prepareRates),
    questionnaires: new Map(data.medicalQuestionnaires.map((q) => [q.planClass, prepareQuestionnaire(q)])),
    needsAnalysis: data.needsAnalysis,
  });
};

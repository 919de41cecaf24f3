import type { BenefitDefinition } from '../catalogue/benefit';
import type { PlanDefinition } from '../catalogue/plan';
import { TRAVELLER_CATEGORIES, type PlanClass } from '../shared/enums';
import { fieldError, type FieldError } from '../shared/result';
import type { CatalogueCode } from './pricing.codes';

/**
 * Consistency of the plan file (paths relative to it): unique codes, every traveller category sold,
 * benefits defined, the options each rate key needs, a questionnaire for every plan that asks one.
 */
export const checkPlans = (
  plans: readonly PlanDefinition[],
  benefits: readonly BenefitDefinition[],
  questionnaireClasses: ReadonlySet<PlanClass>,
): FieldError<CatalogueCode>[] => {
  const errors: FieldError<CatalogueCode>[] = [];
  const seenBenefits = new Set<string>();
  benefits.forEach((b, i) => {
    if (seenBenefits.has(b.code)) errors.push(fieldError(`benefits.${i}.code`, 'benefitDuplicate'));
    seenBenefits.add(b.code);
  });
  const seenPlans = new Set<string>();
  plans.forEach((plan, i) => {
    const at = `plans.${i}`;
    if (seenPlans.has(plan.code)) errors.push(fieldError(`${at}.code`, 'planDuplicate'));
    seenPlans.add(plan.code);
    plan.benefits.forEach((b, j) => {
      if (!seenBenefits.has(b.code)) errors.push(fieldError(`${at}.benefits.${j}.code`, 'benefitUnknown'));
    });
    const { options, eligibility } = plan;
    if (options.deductibles.length === 0)
      errors.push(fieldError(`${at}.options.deductibles`, 'optionsMissing'));
    if (plan.rateKey === 'COVERAGE_AMOUNT' && options.coverageAmounts.length === 0)
      errors.push(fieldError(`${at}.options.coverageAmounts`, 'optionsMissing'));
    if (plan.rateKey === 'DAYS_PER_TRIP' && options.daysPerTrip.length === 0)
      errors.push(fieldError(`${at}.options.daysPerTrip`, 'optionsMissing'));
    if (plan.rateKey === 'STUDENT_TYPE' && eligibility.studentTypes.length === 0)
      errors.push(fieldError(`${at}.eligibility.studentTypes`, 'optionsMissing'));
    if (eligibility.mqFromAge !== null && !questionnaireClasses.has(plan.planClass))
      errors.push(
        fieldError(`${at}.eligibility.mqFromAge`, 'questionnaireMissing', { planClass: plan.planClass }),
      );
  });
  for (const category of TRAVELLER_CATEGORIES)
    if (!plans.some((p) => p.categories.includes(category)))
      errors.push(fieldError('plans', 'planCategoryMissing', { category }));
  return errors;
};

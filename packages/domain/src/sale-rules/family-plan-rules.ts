import { LIMITS } from '../shared/limits';
import { fieldError, type FieldError } from '../shared/result';
import { familyRuleHolds } from '../quote-form/family-rule';
import { quoteTravellerField } from '../quote-form/validate-quote-travellers';
import type { SaleRuleCode } from './sale-rules.codes';

/**
 * Spec 5.1 family plan, checked once every age is known (a missing age is its own error first).
 * Traveller 1 is the primary. Fields are the quote form's: `familyPlans`, `travellers[i].age`.
 */
export const familyPlanErrors = (ages: readonly (number | undefined)[]): FieldError<SaleRuleCode>[] => {
  const known = ages.filter((a): a is number => a !== undefined);
  if (known.length !== ages.length) return [];
  if (known.length < LIMITS.minFamilySize) {
    return [fieldError('familyPlans', 'familyPlans', { minFamilySize: LIMITS.minFamilySize })];
  }
  const [primary = 0, ...others] = known;
  const errors: FieldError<SaleRuleCode>[] = [];
  known.forEach((age, i) => {
    if (age > LIMITS.familyMaxAge) {
      errors.push(
        fieldError(quoteTravellerField(i, 'age'), 'familyMaxAge', { familyMaxAge: LIMITS.familyMaxAge }),
      );
    }
    if (i > 0 && age > primary) errors.push(fieldError(quoteTravellerField(i, 'age'), 'familyPrimaryMaxAge'));
  });
  if (!familyRuleHolds(primary, others)) errors.push(fieldError('familyPlans', 'familyRule'));
  return errors;
};

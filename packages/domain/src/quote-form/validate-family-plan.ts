import { LIMITS } from '../shared/limits';
import { fieldError, type FieldError } from '../shared/result';
import { familyRuleHolds } from './family-rule';
import type { QuoteFormCode } from './quote-form.codes';
import { quoteTravellerField } from './validate-quote-travellers';

/**
 * Spec 5.1 family plan, checked once every age is known (the per-traveller errors come first).
 * Traveller 1 is the primary.
 */
export const validateFamilyPlan = (
  ages: readonly (number | undefined)[],
): readonly FieldError<QuoteFormCode>[] => {
  const known = ages.filter((a): a is number => a !== undefined);
  if (known.length !== ages.length) return [];
  if (known.length < LIMITS.minFamilySize) {
    return [fieldError('familyPlans', 'familyPlans', { minFamilySize: LIMITS.minFamilySize })];
  }
  const [primary = 0, ...others] = known;
  const errors: FieldError<QuoteFormCode>[] = [];
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

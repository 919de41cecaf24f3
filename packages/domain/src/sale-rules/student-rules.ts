import { fieldError, type FieldError } from '../shared/result';
import type { StudentFacts } from './sale-facts';
import type { SaleRuleCode } from './sale-rules.codes';

type Errors = FieldError<SaleRuleCode>[];

/** A yes/no the plan needs to be yes: unanswered is required, no is `refused`. */
const mustBeYes = (field: string, answer: boolean | undefined, refused: SaleRuleCode): Errors =>
  answer === undefined ? [fieldError(field, 'required')] : answer ? [] : [fieldError(field, refused)];

/**
 * PRODUCT.md students: full-time, with school dates; Canadians must hold provincial health coverage.
 * The school's name and city are asked with the traveller's details (`studentSchoolErrors`).
 */
export const studentErrors = (s: StudentFacts): FieldError<SaleRuleCode>[] => {
  const errors: Errors = [];
  if (s.studentType === '') errors.push(fieldError('studentType', 'required'));
  if (!s.schoolStartDate) errors.push(fieldError('schoolStartDate', 'required'));
  if (!s.schoolEndDate) errors.push(fieldError('schoolEndDate', 'required'));
  errors.push(...mustBeYes('fullTimeStudent', s.fullTime, 'studentFullTimeOnly'));
  if (s.studentType === 'CANADIAN_INSIDE' || s.studentType === 'CANADIAN_OUTSIDE')
    errors.push(
      ...mustBeYes('provincialHealthCoverage', s.provincialHealthCoverage, 'provincialHealthRequired'),
    );
  return errors;
};

/** The school a student policy names (traveller details of the primary, then the purchase). */
export const studentSchoolErrors = (school: {
  readonly schoolName?: string | undefined;
  readonly schoolCity?: string | undefined;
}): FieldError<SaleRuleCode>[] =>
  (['schoolName', 'schoolCity'] as const)
    .filter((field) => (school[field] ?? '').trim() === '')
    .map((field) => fieldError(field, 'required'));

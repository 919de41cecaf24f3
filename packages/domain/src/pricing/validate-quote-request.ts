import { compareDates } from '../shared/calendar-date';
import { LIMITS } from '../shared/limits';
import { fieldError, type FieldError } from '../shared/result';
import type { QuoteRequestCode } from './pricing.codes';
import type { QuoteRequest } from './quote-request';

/** Reference numbers identify travellers and dependents: each once. */
const checkReference = (
  seen: number[],
  n: number,
  at: string,
  errors: FieldError<QuoteRequestCode>[],
): void => {
  if (seen.includes(n)) errors.push(fieldError(at, 'referenceNumberDuplicate'));
  seen.push(n);
};

/**
 * What makes a request impossible to price as a whole (the per-plan reasons come later, on each
 * line). Paths follow the request's JSON shape so the API can answer them as a 400.
 */
export const validateQuoteRequest = (request: QuoteRequest): FieldError<QuoteRequestCode>[] => {
  const errors: FieldError<QuoteRequestCode>[] = [];
  const { paxes, dependents, tripInformation: trip } = request;
  if (paxes.length === 0) errors.push(fieldError('paxes', 'paxesRequired'));
  if (paxes.length + dependents.length > LIMITS.maxTravellers)
    errors.push(fieldError('paxes', 'maxTravellers', { maxTravellers: LIMITS.maxTravellers }));
  if (compareDates(trip.endDate, trip.startDate) < 0)
    errors.push(fieldError('tripInformation.endDate', 'returnLtDepart'));
  if (request.travellerType === 'FAMILY' && paxes.length + dependents.length < LIMITS.minFamilySize)
    errors.push(fieldError('travellerType', 'familyPlans', { minFamilySize: LIMITS.minFamilySize }));
  if (request.travellerType === 'SINGLE' && dependents.length > 0)
    errors.push(fieldError('dependents', 'dependentsFamilyOnly'));
  if (request.travellerCategory === 'TOP_UP' && trip.existingCoverageDays === undefined)
    errors.push(fieldError('tripInformation.existingCoverageDays', 'existingCoverageDaysRequired'));
  if (request.travellerCategory === 'STUDENT' && trip.studentType === undefined)
    errors.push(fieldError('tripInformation.studentType', 'studentTypeRequired'));
  const references: number[] = [];
  paxes.forEach((pax, i) => {
    const at = `paxes.${i}`;
    checkReference(references, pax.referenceNumber, `${at}.referenceNumber`, errors);
    if (pax.dateOfBirth === undefined && pax.age === undefined)
      errors.push(fieldError(`${at}.age`, 'ageRequired'));
    if (pax.dateOfBirth !== undefined && compareDates(pax.dateOfBirth, request.applicationDate) > 0)
      errors.push(fieldError(`${at}.dateOfBirth`, 'dateOfBirthFuture'));
    if (pax.plans.length === 0) errors.push(fieldError(`${at}.plans`, 'plansRequired'));
    pax.plans.forEach((plan, j) => {
      for (let k = 0; k < j; k++)
        if (pax.plans[k]?.code === plan.code)
          return void errors.push(fieldError(`${at}.plans.${j}.code`, 'planDuplicate'));
    });
  });
  dependents.forEach((d, i) => {
    checkReference(references, d.referenceNumber, `dependents.${i}.referenceNumber`, errors);
    if (compareDates(d.dateOfBirth, request.applicationDate) > 0)
      errors.push(fieldError(`dependents.${i}.dateOfBirth`, 'dateOfBirthFuture'));
  });
  return errors;
};

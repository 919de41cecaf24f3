import { parseCalendarDate, wholeYearsBetween, type CalendarDate } from '../shared/calendar-date';
import { LIMITS } from '../shared/limits';
import { fieldError, type FieldError } from '../shared/result';
import { parseAgeText } from './age';
import type { QuoteFormCode } from './quote-form.codes';
import type { QuoteFormLimits, QuoteTraveller } from './quote-form';
import { parseQuoteTripCost } from './quote-trip-cost';

type Errors = FieldError<QuoteFormCode>[];

export interface TravellersCheck {
  readonly errors: readonly FieldError<QuoteFormCode>[];
  /** Each traveller's age when it could be read, for the family rules. */
  readonly ages: readonly (number | undefined)[];
}

/** The path of a traveller field, by list index: `travellers[2].age`. */
export const quoteTravellerField = (index: number, field: keyof QuoteTraveller): string =>
  `travellers[${index}].${field}`;

const readAge = (t: QuoteTraveller, i: number, reference: CalendarDate | undefined, errors: Errors) => {
  const dobText = t.dateOfBirth.trim();
  const ageText = t.age.trim();
  const birth = parseCalendarDate(dobText);
  if (dobText !== '' && birth === undefined)
    errors.push(fieldError(quoteTravellerField(i, 'dateOfBirth'), 'invalidDate'));
  // A date of birth wins: the age then follows from the reference date (spec 5.1).
  if (birth !== undefined) return reference ? wholeYearsBetween(birth, reference) : undefined;
  if (ageText === '') {
    if (dobText === '') errors.push(fieldError(quoteTravellerField(i, 'age'), 'required'));
    return undefined;
  }
  const age = parseAgeText(ageText);
  if (age === undefined) errors.push(fieldError(quoteTravellerField(i, 'age'), 'ageDigits'));
  return age;
};

const ageRangeErrors = (age: number, i: number, limits: QuoteFormLimits): Errors => {
  if (age > limits.maxAge)
    return [fieldError(quoteTravellerField(i, 'age'), 'ageGt', { maxAge: limits.maxAge })];
  if (age < limits.minAge)
    return [fieldError(quoteTravellerField(i, 'age'), 'ageLt', { minAge: limits.minAge })];
  return [];
};

const tripCostErrors = (text: string, i: number, limits: QuoteFormLimits): Errors => {
  const field = quoteTravellerField(i, 'tripCost');
  if (text.trim() === '') return [fieldError(field, 'required')];
  const cents = parseQuoteTripCost(text);
  if (cents === undefined) return [fieldError(field, 'tripCostInvalid')];
  if (cents > limits.maxTripCostCents) return [fieldError(field, 'tripCostGt')];
  if (cents < limits.minTripCostCents) return [fieldError(field, 'tripCostLt')];
  return [];
};

/** Spec 5.1 traveller rules: count, age (typed or from a date of birth) and trip cost per row. */
export const validateQuoteTravellers = (
  travellers: readonly QuoteTraveller[],
  reference: CalendarDate | undefined,
  limits: QuoteFormLimits,
): TravellersCheck => {
  const errors: Errors = [];
  if (travellers.length === 0) errors.push(fieldError('travellers', 'required'));
  if (travellers.length > LIMITS.maxTravellers) {
    errors.push(fieldError('travellers', 'maxTravellers', { maxTravellers: LIMITS.maxTravellers }));
  }
  const ages = travellers.map((t, i) => {
    const age = readAge(t, i, reference, errors);
    if (age !== undefined) errors.push(...ageRangeErrors(age, i, limits));
    errors.push(...tripCostErrors(t.tripCost, i, limits));
    const booked = t.tripBookingDate.trim();
    if (booked !== '' && !parseCalendarDate(booked)) {
      errors.push(fieldError(quoteTravellerField(i, 'tripBookingDate'), 'invalidDate'));
    }
    return age;
  });
  return { errors, ages };
};

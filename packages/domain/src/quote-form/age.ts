import { addYears, parseCalendarDate, wholeYearsBetween, type CalendarDate } from '../shared/calendar-date';
import type { TravellerCategory } from '../shared/enums';
import type { QuoteTraveller } from './quote-form';

/** Ages beyond this are not people: no date of birth is derived for them. */
export const MAX_DERIVABLE_AGE = 150;

const DIGITS = /^\d+$/;

/** The typed age as a whole number, or undefined unless it is digits only. */
export const parseAgeText = (text: unknown): number | undefined => {
  if (typeof text !== 'string') return undefined;
  const t = text.trim();
  return DIGITS.test(t) ? Number(t) : undefined;
};

/**
 * Spec 5.1: visitors and students are rated on their age when the trip starts; everyone else on
 * the day they apply. Without a usable departure date the application date is the best we have.
 */
export const referenceDateFor = (
  category: TravellerCategory | '',
  departureDate: CalendarDate | undefined,
  applicationDate: CalendarDate,
): CalendarDate =>
  (category === 'VISITOR_TO_CANADA' || category === 'STUDENT') && departureDate !== undefined
    ? departureDate
    : applicationDate;

/**
 * Age in whole years at `referenceDate`: from the date of birth when there is a valid one,
 * otherwise the typed age. Undefined when neither is usable. Never negative.
 */
export const ageAt = (
  traveller: Pick<QuoteTraveller, 'dateOfBirth' | 'age'>,
  referenceDate: CalendarDate,
): number | undefined => {
  const birth = parseCalendarDate(traveller.dateOfBirth);
  if (birth !== undefined) return wholeYearsBetween(birth, referenceDate);
  return parseAgeText(traveller.age);
};

/**
 * The date of birth that makes someone exactly `age` on `reference` (the birthday falls on the
 * reference day), as the payload needs one when only an age was asked.
 */
export const dateOfBirthFromAge = (age: number, reference: CalendarDate): CalendarDate | undefined =>
  Number.isInteger(age) && age >= 0 && age <= MAX_DERIVABLE_AGE && parseCalendarDate(reference)
    ? addYears(reference, -age)
    : undefined;

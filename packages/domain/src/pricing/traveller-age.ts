import { daysBetween, wholeYearsBetween, type CalendarDate } from '../shared/calendar-date';
import type { QuoteRequest } from './quote-request';

export interface MemberAge {
  readonly age: number;
  /** Days of life on the reference date; null when only an age in years was given. */
  readonly ageDays: number | null;
}

/** Spec 5.1: age on the departure date for visitors and students, on the application date otherwise. */
export const ageReferenceDate = (request: QuoteRequest): CalendarDate =>
  request.travellerCategory === 'VISITOR_TO_CANADA' || request.travellerCategory === 'STUDENT'
    ? request.tripInformation.startDate
    : request.applicationDate;

/** A date of birth wins over a stated age; undefined when neither is given. */
export const memberAge = (
  reference: CalendarDate,
  dateOfBirth: CalendarDate | undefined,
  age: number | undefined,
): MemberAge | undefined => {
  if (dateOfBirth !== undefined)
    return { age: wholeYearsBetween(dateOfBirth, reference), ageDays: daysBetween(dateOfBirth, reference) };
  return age === undefined ? undefined : { age, ageDays: null };
};

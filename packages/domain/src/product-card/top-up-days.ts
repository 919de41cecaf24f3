import { addDays, compareDates, isCalendarDate, type CalendarDate } from '../shared/calendar-date';
import { fieldError, type FieldError } from '../shared/result';
import type { ProductCardCode } from './product-card.codes';
import type { TopUpContext } from './product-card.types';

const isDayCount = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/**
 * Last day of the top-up. The existing plan covers the first `existingTripDaysCovered` days from
 * departure; the top-up covers the next `topUpDays` days, so it ends on
 * departure + existing + topUp − 1 (days counted inclusively, like trip days).
 */
export const topUpEndDate = (context: TopUpContext, topUpDays: number): CalendarDate | undefined =>
  isCalendarDate(context.departureDate) &&
  isDayCount(context.existingTripDaysCovered) &&
  isDayCount(topUpDays)
    ? addDays(context.departureDate, context.existingTripDaysCovered + topUpDays - 1)
    : undefined;

/** Existing covered days plus the entered top-up days exceed the maximum (spec 5.3). */
export const topUpDaysExceedMax = (context: TopUpContext, topUpDays: number): boolean =>
  context.existingTripDaysCovered + topUpDays > context.maxTopUpDays;

/**
 * Errors of the entered top-up days (already masked; empty means not entered, which is the
 * required rule's business, not this one's).
 */
export const topUpDaysErrors = (context: TopUpContext, tripDays: string): FieldError<ProductCardCode>[] => {
  if (!/^\d+$/.test(tripDays)) return [];
  const days = Number(tripDays);
  const errors: FieldError<ProductCardCode>[] = [];
  if (topUpDaysExceedMax(context, days)) {
    errors.push(
      fieldError('tripDays', 'topUpDaysExceedMax', {
        existingTripDaysCovered: context.existingTripDaysCovered,
        maxTopUpDays: context.maxTopUpDays,
      }),
    );
  }
  const end = topUpEndDate(context, days);
  if (end && isCalendarDate(context.applicationDate) && compareDates(end, context.applicationDate) < 0) {
    errors.push(fieldError('tripDays', 'topUpEndBeforeApplicationDate'));
  }
  return errors;
};

import { daysBetween, type CalendarDate } from '../shared/calendar-date';
import { LIMITS } from '../shared/limits';
import { fieldError, type FieldError } from '../shared/result';
import { multiTripReturnDate } from '../quote-form/quote-form-transitions';
import type { SaleFacts } from './sale-facts';
import type { SaleRuleCode } from './sale-rules.codes';

type Errors = FieldError<SaleRuleCode>[];

/** Spec 5.1 top-up: the existing plan must still run on the application date. */
const topUpErrors = (f: SaleFacts, departure: CalendarDate): Errors => {
  const days = f.existingCoverageDays;
  // Compared as a distance so that an absurd day count cannot overflow a date.
  if (days === undefined || !f.applicationDate || daysBetween(departure, f.applicationDate) <= days)
    return [];
  return [fieldError('departureDate', 'coverageDaysGood', { existingCoverageDays: days })];
};

/**
 * PRODUCT.md "Dates decide", on the server's today: no departure in the past (a top-up is bought
 * during the trip, its own rule applies instead), none more than 364 days ahead, no booking or
 * application date in the future, and an annual plan returns 364 days after it leaves. Refusing a
 * past departure also keeps visitors and students, aged at departure, from being priced younger.
 */
export const tripDateErrors = (f: SaleFacts, today: CalendarDate): FieldError<SaleRuleCode>[] => {
  const errors: Errors = [];
  const departure = f.departure;
  if (departure) {
    const ahead = daysBetween(today, departure);
    if (ahead < 0 && f.category !== 'TOP_UP') errors.push(fieldError('departureDate', 'departurePastDt'));
    if (ahead > LIMITS.departureMaxDaysAhead) errors.push(fieldError('departureDate', 'departureFutureDt'));
    if (f.multiTrip && f.returnDate && f.returnDate !== multiTripReturnDate(departure))
      errors.push(
        fieldError('returnDate', 'multiTripReturnDate', { returnDate: multiTripReturnDate(departure) }),
      );
    if (f.category === 'TOP_UP') errors.push(...topUpErrors(f, departure));
  }
  if (f.bookingDate && f.bookingDate > today) errors.push(fieldError('bookingDate', 'bookingFutureDt'));
  if (f.applicationDate && f.applicationDate > today)
    errors.push(fieldError('applicationDate', 'applicationFutureDt'));
  return errors;
};

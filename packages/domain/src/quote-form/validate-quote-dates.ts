import { parseCalendarDate, tripDays, type CalendarDate } from '../shared/calendar-date';
import { fieldError, type FieldError } from '../shared/result';
import type { QuoteFormCode } from './quote-form.codes';
import type { QuoteForm, QuoteFormLimits } from './quote-form';

/** The context once read: a date the caller got wrong disables the checks that need it. */
export interface ResolvedQuoteContext {
  readonly today: CalendarDate | undefined;
  readonly applicationDate: CalendarDate | undefined;
  readonly limits: QuoteFormLimits;
}

type Errors = FieldError<QuoteFormCode>[];

/** Date fields that are checked only for being real days when filled. */
const OPTIONAL_DATE_FIELDS = [
  'arrivingDate',
  'schoolStartDate',
  'schoolEndDate',
  'leavingDate',
  'coverageStartDate',
  'applicationDate',
] as const;

const DIGITS = /^\d+$/;

/** A filled date field that is not a real day gets invalidDate; empty is the required rule's job. */
const readDate = (field: string, text: string, errors: Errors): CalendarDate | undefined => {
  if (text.trim() === '') return undefined;
  const date = parseCalendarDate(text.trim());
  if (date === undefined) errors.push(fieldError(field, 'invalidDate'));
  return date;
};

const tripErrors = (form: QuoteForm, dep: CalendarDate, ret: CalendarDate, ctx: ResolvedQuoteContext) => {
  if (ret < dep) {
    return [fieldError('returnDate', 'returnLtDepart'), fieldError('departureDate', 'departGtReturn')];
  }
  // A multi-trip return date is computed (departure + 364), not a trip length the user chose.
  const max = ctx.limits.maxTripDays;
  if (form.multiTrip !== 'true' && tripDays(dep, ret) > max) {
    return [
      fieldError('departureDate', 'tripDurationGt', { maxTripDays: max }),
      fieldError('returnDate', 'tripDurationGt', { maxTripDays: max }),
    ];
  }
  return [];
};

/** Top-up: the days the existing plan covers, as digits (what they must reach is a sale rule). */
const topUpErrors = (form: QuoteForm): Errors => {
  const days = form.planCoverageDayCount.trim();
  if (days === '') return [fieldError('planCoverageDayCount', 'required')];
  if (!DIGITS.test(days)) return [fieldError('planCoverageDayCount', 'coverageDaysDigits')];
  return [];
};

/** The top-up's existing coverage days once they are digits. */
export const existingCoverageDaysOf = (form: QuoteForm): number | undefined => {
  const days = form.planCoverageDayCount.trim();
  return DIGITS.test(days) ? Number(days) : undefined;
};

/**
 * The form's own date checks: real days, return after departure, the label's longest trip, the
 * top-up's day count. What the dates must be against today is a sale rule (sale-rules/).
 */
export const validateQuoteDates = (
  form: QuoteForm,
  ctx: ResolvedQuoteContext,
): readonly FieldError<QuoteFormCode>[] => {
  const errors: Errors = [];
  const dep = readDate('departureDate', form.departureDate, errors);
  const ret = readDate('returnDate', form.returnDate, errors);
  readDate('bookingDate', form.bookingDate, errors);
  for (const field of OPTIONAL_DATE_FIELDS) readDate(field, form[field], errors);

  if (dep && ret) errors.push(...tripErrors(form, dep, ret, ctx));
  if (form.travellerCategory === 'TOP_UP') errors.push(...topUpErrors(form));
  return errors;
};

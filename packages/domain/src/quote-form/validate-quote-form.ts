import { parseCalendarDate, type CalendarDate } from '../shared/calendar-date';
import { fieldError, type FieldError } from '../shared/result';
import type { SaleFacts } from '../sale-rules/sale-facts';
import { validateSale } from '../sale-rules/validate-sale';
import { referenceDateFor } from './age';
import type { QuoteFormCode } from './quote-form.codes';
import {
  DEFAULT_QUOTE_FORM_LIMITS,
  type QuoteForm,
  type QuoteFormContext,
  type QuoteYesNo,
} from './quote-form';
import { readQuoteForm } from './read-quote-form';
import {
  existingCoverageDaysOf,
  validateQuoteDates,
  type ResolvedQuoteContext,
} from './validate-quote-dates';
import { validateQuoteTravellers } from './validate-quote-travellers';

/** Spec 5.1: the fields the quote form cannot be submitted without. */
export const QUOTE_FORM_REQUIRED_FIELDS = [
  'bookingDate',
  'departureDate',
  'returnDate',
  'province',
  'travelOutsideCanada',
  'multiTrip',
  'familyPlans',
] as const;

const resolveContext = (context: QuoteFormContext): ResolvedQuoteContext => {
  const today = parseCalendarDate(context.today);
  return {
    today,
    applicationDate: parseCalendarDate(context.applicationDate) ?? today,
    limits: { ...DEFAULT_QUOTE_FORM_LIMITS, ...context.limits },
  };
};

const answer = (a: QuoteYesNo): boolean | undefined => (a === '' ? undefined : a === 'true');

/** The sale rules' facts as this form states them (the server reads the same from a request). */
export const saleFactsOfForm = (
  f: QuoteForm,
  applicationDate: CalendarDate | undefined,
  ages: readonly (number | undefined)[],
): SaleFacts => ({
  category: f.travellerCategory,
  family: f.familyPlans === 'true',
  multiTrip: f.multiTrip === 'true',
  departure: parseCalendarDate(f.departureDate.trim()),
  returnDate: parseCalendarDate(f.returnDate.trim()),
  bookingDate: parseCalendarDate(f.bookingDate.trim()),
  applicationDate,
  existingCoverageDays: existingCoverageDaysOf(f),
  ages,
  employeeType: f.employeeType,
  employeeName: f.employeeName,
  student: {
    studentType: f.studentType,
    fullTime: answer(f.fullTimeStudent),
    provincialHealthCoverage: answer(f.provincialHealthCoverage),
    schoolStartDate: parseCalendarDate(f.schoolStartDate.trim()),
    schoolEndDate: parseCalendarDate(f.schoolEndDate.trim()),
  },
});

/**
 * Every error of the quote form (spec 5.1), each on its field path with the spec's code.
 * The form is read defensively first, so a malformed snapshot gives errors, never a throw.
 */
export const validateQuoteForm = (
  form: QuoteForm,
  context: QuoteFormContext,
): readonly FieldError<QuoteFormCode>[] => {
  const f = readQuoteForm(form);
  const ctx = resolveContext(context);
  const required = QUOTE_FORM_REQUIRED_FIELDS.filter((name) => f[name].trim() === '').map((name) =>
    fieldError<QuoteFormCode>(name, 'required'),
  );
  const departure = parseCalendarDate(f.departureDate.trim());
  const reference =
    ctx.applicationDate && referenceDateFor(f.travellerCategory, departure, ctx.applicationDate);
  const travellers = validateQuoteTravellers(f.travellers, reference, ctx.limits);
  // The server applies the same rules to the request this form becomes (sale-rules/check-sale.ts).
  const sale = ctx.today
    ? validateSale(saleFactsOfForm(f, ctx.applicationDate, travellers.ages), ctx.today)
    : [];
  return [...required, ...validateQuoteDates(f, ctx), ...travellers.errors, ...sale];
};

import { parseCalendarDate } from '../shared/calendar-date';
import { fieldError, type FieldError } from '../shared/result';
import { referenceDateFor } from './age';
import type { QuoteFormCode } from './quote-form.codes';
import { DEFAULT_QUOTE_FORM_LIMITS, type QuoteForm, type QuoteFormContext } from './quote-form';
import { readQuoteForm } from './read-quote-form';
import { validateFamilyPlan } from './validate-family-plan';
import { validateQuoteDates, type ResolvedQuoteContext } from './validate-quote-dates';
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
  const family = f.familyPlans === 'true' ? validateFamilyPlan(travellers.ages) : [];
  return [...required, ...validateQuoteDates(f, ctx), ...travellers.errors, ...family];
};

import { trimNames } from '../inputs/trim-names';
import type { CalendarDate } from '../shared/calendar-date';
import type { TravellerCategory } from '../shared/enums';
import { fieldError, type FieldError } from '../shared/result';
import type { QuoteForm, QuoteFormLimits, QuoteYesNo } from './quote-form';
import type { QuoteFormCode } from './quote-form.codes';
import { validateQuoteForm } from './validate-quote-form';

/** The questions of the quick quote (spec 2.7) that a traveller category asks. */
export interface CategoryFields {
  readonly studentType: boolean;
  readonly superVisa: boolean;
  readonly travelOutsideCanada: boolean;
  readonly multiTrip: boolean;
  readonly familyPlans: boolean;
  readonly bookingDate: boolean;
  readonly planCoverageDayCount: boolean;
  readonly schoolDates: boolean;
  /** Students: full time? and, for Canadians, provincial health coverage? (PRODUCT.md). */
  readonly studentStatus: boolean;
  readonly tripCost: boolean;
}

const NONE: CategoryFields = {
  studentType: false,
  superVisa: false,
  travelOutsideCanada: false,
  multiTrip: false,
  familyPlans: false,
  bookingDate: false,
  planCoverageDayCount: false,
  schoolDates: false,
  studentStatus: false,
  tripCost: false,
};

/**
 * Canadians travelling answer every question of 2.7; a top-up buyer gives the days the existing plan
 * covers; students give their type and school dates; visitors say whether they apply for a super visa.
 * Trip cost matters only where trip cancellation is offered (the single-trip plan of Canadians).
 */
export const categoryFields = (category: TravellerCategory | ''): CategoryFields => {
  switch (category) {
    case 'TRAVELLING_CANADIANS':
      return {
        ...NONE,
        travelOutsideCanada: true,
        multiTrip: true,
        familyPlans: true,
        bookingDate: true,
        tripCost: true,
      };
    case 'TOP_UP':
      return { ...NONE, travelOutsideCanada: true, bookingDate: true, planCoverageDayCount: true };
    case 'STUDENT':
      return { ...NONE, studentType: true, schoolDates: true, studentStatus: true };
    case 'VISITOR_TO_CANADA':
      return { ...NONE, superVisa: true, familyPlans: true };
    default:
      return NONE;
  }
};

const answer = (shown: boolean, typed: QuoteYesNo, fallback: QuoteYesNo): QuoteYesNo =>
  shown ? typed : fallback;

/**
 * The form as the rules and the quote see it: the questions a category does not ask get the answer that
 * category implies (spec 5.1 requires them all), so hidden fields never block the buyer.
 */
export const effectiveQuoteForm = (form: QuoteForm, today: string): QuoteForm => {
  const f = categoryFields(form.travellerCategory);
  const outside =
    form.travellerCategory === 'STUDENT'
      ? form.studentType === 'CANADIAN_OUTSIDE'
        ? 'true'
        : 'false'
      : 'false';
  return {
    ...form,
    travelOutsideCanada: answer(f.travelOutsideCanada, form.travelOutsideCanada, outside),
    multiTrip: answer(f.multiTrip, form.multiTrip, 'false'),
    familyPlans: answer(f.familyPlans, form.familyPlans, 'false'),
    superVisa: answer(f.superVisa, form.superVisa, 'false'),
    bookingDate: f.bookingDate ? form.bookingDate : today,
    travellers: form.travellers.map((t) => (f.tripCost ? t : { ...t, tripCost: '0' })),
    ...(f.multiTrip ? {} : { returnDateMultiTrip: '' }),
  };
};

/**
 * The label-configured limits of spec 5.1 for a category: visitors may stay up to two years (the visitor
 * plans rate up to 730 days); everyone else keeps the domain's defaults.
 */
export const quoteLimitsFor = (category: TravellerCategory | ''): Partial<QuoteFormLimits> =>
  category === 'VISITOR_TO_CANADA' ? { maxTripDays: 730 } : {};

/**
 * Every error of the quick quote as both apps and the CLI show it: the category's implied answers
 * filled in, names trimmed, the category's limits, spec 5.1's rules (the server's sale rules among
 * them), and the category itself required.
 */
export const quoteFormErrors = (
  form: QuoteForm,
  context: { readonly today: CalendarDate; readonly applicationDate: CalendarDate },
): readonly FieldError<QuoteFormCode>[] => [
  ...validateQuoteForm(effectiveQuoteForm(trimNames(form), context.today), {
    ...context,
    limits: quoteLimitsFor(form.travellerCategory),
  }),
  ...(form.travellerCategory === '' ? [fieldError<QuoteFormCode>('travellerCategory', 'required')] : []),
];

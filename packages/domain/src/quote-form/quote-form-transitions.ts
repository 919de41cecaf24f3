import { addDays, parseCalendarDate, type CalendarDate } from '../shared/calendar-date';
import { DEFAULT_COUNTRY, LIMITS } from '../shared/limits';
import type { QuoteForm, QuoteYesNo } from './quote-form';
import { addQuoteTraveller, removeQuoteTraveller } from './quote-travellers';

/** An annual (multi-trip) policy ends 364 days after it starts (spec 4.2, 9). */
export const multiTripReturnDate = (departure: CalendarDate): CalendarDate =>
  addDays(departure, LIMITS.multiTripDays);

/** While multi-trip is on the return date is computed, so the view shows it read-only. */
export const isReturnDateReadOnly = (form: Pick<QuoteForm, 'multiTrip'>): boolean =>
  form.multiTrip === 'true';

const withMultiTripReturn = (form: QuoteForm): QuoteForm => {
  const departure = parseCalendarDate(form.departureDate);
  // An unreadable departure leaves nothing to compute from: the return waits for a real date.
  const returnDate = departure ? multiTripReturnDate(departure) : '';
  return { ...form, returnDate, returnDateMultiTrip: returnDate };
};

/** Spec 4.2: turning multi-trip on defaults an empty departure to today and computes the return. */
export const multiTripChanged = (form: QuoteForm, multiTrip: QuoteYesNo, today: CalendarDate): QuoteForm => {
  if (multiTrip !== 'true') return { ...form, multiTrip, returnDateMultiTrip: '' };
  const departureDate = form.departureDate.trim() === '' ? today : form.departureDate;
  return withMultiTripReturn({ ...form, multiTrip, departureDate });
};

/** Spec 4.2: with multi-trip on, choosing a departure sets the return date too. */
export const departureDateChanged = (form: QuoteForm, departureDate: string): QuoteForm =>
  form.multiTrip === 'true' ? withMultiTripReturn({ ...form, departureDate }) : { ...form, departureDate };

/** Spec 4.2: the travel-outside-Canada question is for residents of Canada; another country resets it. */
export const countryChanged = (form: QuoteForm, country: string): QuoteForm =>
  country.trim().toUpperCase() === DEFAULT_COUNTRY
    ? { ...form, country }
    : { ...form, country, travelOutsideCanada: 'false' };

export const quoteTravellerAdded = (form: QuoteForm): QuoteForm => ({
  ...form,
  travellers: addQuoteTraveller(form.travellers),
});

export const quoteTravellerRemoved = (form: QuoteForm, referenceNumber: number): QuoteForm => ({
  ...form,
  travellers: removeQuoteTraveller(form.travellers, referenceNumber),
});

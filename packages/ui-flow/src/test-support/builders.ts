import { buildQuoteRequest, type QuoteRequestBody } from '@tripx/application';
import { EMPTY_QUOTE_FORM, addDays, type CalendarDate, type QuoteForm } from '@tripx/domain';
import type { FlowContext } from '../quote/flow-context';

export const TODAY = '2026-03-02' as CalendarDate;

/** A valid quick quote of a Canadian travelling alone for two weeks, with overrides. */
export const aQuoteForm = (overrides: Partial<QuoteForm> = {}): QuoteForm => ({
  ...EMPTY_QUOTE_FORM,
  travellerCategory: 'TRAVELLING_CANADIANS',
  province: 'ON',
  travelOutsideCanada: 'true',
  multiTrip: 'false',
  familyPlans: 'false',
  departureDate: addDays(TODAY, 30),
  returnDate: addDays(TODAY, 43),
  bookingDate: TODAY,
  travellers: [{ referenceNumber: 1, dateOfBirth: '', age: '38', tripCost: '2500', tripBookingDate: '' }],
  ...overrides,
});

/** The flow's context for a store under test: this form, a trip from Toronto to Paris, English, TODAY. */
export const aFlowContext = (form: QuoteForm = aQuoteForm()): FlowContext => ({
  form: () => form,
  departureLocation: () => 'YYZ',
  furthestDestination: () => 'CDG,FR',
  destinations: () => ['CDG,FR'],
  lang: () => 'en',
  today: () => TODAY,
});

export const travellersAged = (...ages: number[]) =>
  ages.map((age, i) => ({
    referenceNumber: i + 1,
    dateOfBirth: '',
    age: String(age),
    tripCost: '1000',
    tripBookingDate: '',
  }));

/** A visitor's quick quote (two weeks in Ontario, from India), with overrides. */
export const aVisitorForm = (overrides: Partial<QuoteForm> = {}): QuoteForm =>
  aQuoteForm({
    travellerCategory: 'VISITOR_TO_CANADA',
    travelOutsideCanada: '',
    multiTrip: '',
    familyPlans: 'false',
    superVisa: 'false',
    arrivingDate: addDays(TODAY, 30),
    country: 'IN',
    travellers: travellersAged(75),
    ...overrides,
  });

/** The quote payload of travellers aged `ages` (no plan asked yet), as the flow builds it. */
export const aQuoteRequest = (ages: readonly number[]): QuoteRequestBody => {
  const quote = buildQuoteRequest(aQuoteForm({ travellers: travellersAged(...ages) }), {
    lang: 'en',
    today: TODAY,
    plansFor: () => [],
  });
  if (!quote) throw new Error('the quote form of the builders is valid');
  return quote;
};

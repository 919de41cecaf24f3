import fc from 'fast-check';
import type { CalendarDate } from '../shared/calendar-date';
import type { DestinationLocation } from '../destinations/destination-list';
import {
  EMPTY_QUOTE_FORM,
  type QuoteForm,
  type QuoteFormContext,
  type QuoteTraveller,
  type QuoteYesNo,
} from '../quote-form/quote-form';
import {
  TRAVELLER_CATEGORIES,
  type EmployeeType,
  type StudentType,
  type TravellerCategory,
} from '../shared/enums';

/** A fixed "today" for example tests: the domain has no clock. */
export const TODAY = '2025-06-15' as CalendarDate;

export const aQuoteTraveller = (overrides: Partial<QuoteTraveller> = {}): QuoteTraveller => ({
  referenceNumber: 1,
  dateOfBirth: '',
  age: '40',
  tripCost: '1500',
  tripBookingDate: '',
  ...overrides,
});

/** Travellers with these ages, numbered from 1. */
export const travellersAged = (...ages: (number | string)[]): QuoteTraveller[] =>
  ages.map((age, i) => aQuoteTraveller({ referenceNumber: i + 1, age: String(age) }));

/** A quote form that passes every rule on TODAY; override what a test is about. */
export const aQuoteForm = (overrides: Partial<QuoteForm> = {}): QuoteForm => ({
  ...EMPTY_QUOTE_FORM,
  travellerCategory: 'TRAVELLING_CANADIANS',
  travellers: [aQuoteTraveller()],
  departureDate: '2025-07-01',
  returnDate: '2025-07-14',
  multiTrip: 'false',
  bookingDate: '2025-06-01',
  province: 'ON',
  travelOutsideCanada: 'true',
  familyPlans: 'false',
  ...overrides,
});

export const aQuoteContext = (overrides: Partial<QuoteFormContext> = {}): QuoteFormContext => ({
  today: TODAY,
  applicationDate: TODAY,
  ...overrides,
});

export const aDestination = (overrides: Partial<DestinationLocation> = {}): DestinationLocation => ({
  id: 'LHR',
  iata: 'LHR',
  name: 'London Heathrow',
  city: 'London',
  state: '',
  country: 'GB',
  ...overrides,
});

/** Ages around the family thresholds (25, 59) so that every branch of the rules is reached. */
export const arbFamilyAge = fc.integer({ min: 0, max: 70 });

/** Trip-cost text: mostly near the 15/2 pattern (right and wrong), sometimes anything. */
export const arbTripCostText = fc.oneof(
  fc
    .tuple(
      fc.stringMatching(/^\d{0,17}$/),
      fc.constantFrom('', '.', ',', ';', ' '),
      fc.stringMatching(/^\d{0,3}$/),
    )
    .map(([a, sep, b]) => `${a}${sep}${b}`),
  fc.string({ maxLength: 20 }),
);

/** Anything at all, shaped loosely like a quote form, to show the rules never throw. */
export const arbJunkQuoteForm: fc.Arbitrary<QuoteForm> = fc
  .oneof(
    fc.anything(),
    fc.record(
      {
        travellerCategory: fc.oneof(fc.constantFrom('TOP_UP', 'STUDENT', 'VISITOR_TO_CANADA'), fc.anything()),
        travellers: fc.oneof(
          fc.array(fc.record({ age: fc.anything(), tripCost: fc.anything(), dateOfBirth: fc.anything() }), {
            maxLength: 14,
          }),
          fc.anything(),
        ),
        departureDate: fc.oneof(fc.string(), fc.anything()),
        returnDate: fc.oneof(fc.string(), fc.anything()),
        bookingDate: fc.anything(),
        multiTrip: fc.oneof(fc.constantFrom('true', 'false'), fc.anything()),
        familyPlans: fc.oneof(fc.constantFrom('true', 'false'), fc.anything()),
        planCoverageDayCount: fc.oneof(fc.stringMatching(/^\d{1,20}$/), fc.anything()),
        province: fc.anything(),
      },
      { requiredKeys: [] },
    ),
  )
  .map((v) => v as unknown as QuoteForm);

const arbYesNo = fc.constantFrom<QuoteYesNo>('true', 'false', '');

/** The facts of a sale as the quick quote states them: every category, dates around the limits of today. */
export const arbSaleFormFacts = fc.record({
  category: fc.constantFrom<TravellerCategory>(...TRAVELLER_CATEGORIES),
  studentType: fc.constantFrom<StudentType | ''>('CANADIAN_INSIDE', 'CANADIAN_OUTSIDE', 'INTERNATIONAL', ''),
  ages: fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 1, maxLength: 5 }),
  family: fc.boolean(),
  multiTrip: fc.boolean(),
  departure: fc.integer({ min: -30, max: 400 }),
  length: fc.integer({ min: -3, max: 60 }),
  booking: fc.integer({ min: -10, max: 3 }),
  coverageDays: fc.integer({ min: 0, max: 60 }),
  employeeType: fc.constantFrom<EmployeeType | ''>('', 'MANULIFE_EMPLOYEE', 'RESIDE_WITH_MANULIFE_EMPLOYEE'),
  employeeName: fc.constantFrom('', ' ', 'Sam Roy'),
  fullTime: arbYesNo,
  provincial: arbYesNo,
  schoolDates: fc.boolean(),
});
export type SaleFormFacts = typeof arbSaleFormFacts extends fc.Arbitrary<infer S> ? S : never;

/** The quick quote stating those facts, each date written by `day` from its offset to today. */
export const saleFormOf = (s: SaleFormFacts, day: (offset: number) => string): QuoteForm => ({
  ...EMPTY_QUOTE_FORM,
  travellerCategory: s.category,
  studentType: s.category === 'STUDENT' ? s.studentType : '',
  travellers: s.ages.map((age, i) =>
    aQuoteTraveller({ referenceNumber: i + 1, age: String(age), tripCost: '1000' }),
  ),
  departureDate: day(s.departure),
  returnDate: day(s.multiTrip ? s.departure + 364 : s.departure + s.length),
  multiTrip: s.multiTrip ? 'true' : 'false',
  bookingDate: day(s.booking),
  province: 'ON',
  travelOutsideCanada: 'true',
  familyPlans: s.family ? 'true' : 'false',
  superVisa: 'false',
  planCoverageDayCount: String(s.coverageDays),
  employeeType: s.employeeType,
  employeeName: s.employeeName,
  fullTimeStudent: s.fullTime,
  provincialHealthCoverage: s.provincial,
  schoolStartDate: s.schoolDates ? day(s.departure + 1) : '',
  schoolEndDate: s.schoolDates ? day(s.departure + 30) : '',
});

/** A plan each category sells, for quoting a generated form. */
export const PLAN_OF_CATEGORY = {
  TRAVELLING_CANADIANS: 'SEMH',
  TOP_UP: 'SEMTUH',
  STUDENT: 'STCIH',
  VISITOR_TO_CANADA: 'SVTCBH',
} as const satisfies Record<TravellerCategory, string>;

import type { CalendarDate } from '../shared/calendar-date';
import type { EmployeeType, Province, StudentType, TravellerCategory } from '../shared/enums';
import { DEFAULT_COUNTRY } from '../shared/limits';
import type { Cents } from '../shared/money';

/** A yes/no radio as the spec stores it: the strings 'true' / 'false', or '' while unanswered. */
export type QuoteYesNo = 'true' | 'false' | '';

/** One traveller row of the quote form, as typed (age and trip cost are the user's text). */
export interface QuoteTraveller {
  /** Numbered from 1 in list order; renumbered after every add or remove. */
  readonly referenceNumber: number;
  /** `YYYY-MM-DD` or '' (the traveller-details step knows it; the quick quote asks the age). */
  readonly dateOfBirth: string;
  readonly age: string;
  /** Dot or comma decimals, e.g. `1234,50`. */
  readonly tripCost: string;
  readonly tripBookingDate: string;
}

/**
 * The quote form of spec 3, raw: free text stays a string exactly as typed; choices are their
 * code or '' while unchosen. `travellerCategory` is the spec's `travellerType` field
 * (TRAVELLING_CANADIANS, TOP_UP, …); FAMILY / SINGLE follows from `familyPlans`.
 */
export interface QuoteForm {
  readonly travellerCategory: TravellerCategory | '';
  readonly studentType: StudentType | '';
  readonly travellers: readonly QuoteTraveller[];
  readonly departureDate: string;
  readonly returnDate: string;
  /** The computed return date while multi-trip is on ('' otherwise). */
  readonly returnDateMultiTrip: string;
  readonly multiTrip: QuoteYesNo;
  readonly bookingDate: string;
  readonly arrivingDate: string;
  readonly schoolStartDate: string;
  readonly schoolEndDate: string;
  readonly schoolCity: string;
  readonly schoolName: string;
  /** Students: studies full time; Canadians: holds provincial health coverage (PRODUCT.md). */
  readonly fullTimeStudent: QuoteYesNo;
  readonly provincialHealthCoverage: QuoteYesNo;
  readonly leavingDate: string;
  readonly coverageStartDate: string;
  /** ISO country code, default CA. */
  readonly country: string;
  readonly province: Province | '';
  readonly destination: string;
  readonly departureLocation: string;
  /** Comma-separated airport/country parts (see destinations/furthest-destination). */
  readonly furthestDestination: string;
  /** Every destination of the trip, written as the furthest one is (`IATA,CC`), in the order added. */
  readonly destinations: readonly string[];
  readonly familyPlans: QuoteYesNo;
  readonly employeeType: EmployeeType | '';
  readonly employeeName: string;
  readonly referenceId: string;
  readonly applicationDate: string;
  /** Top-up: days already covered by the existing plan, as typed. */
  readonly planCoverageDayCount: string;
  readonly superVisa: QuoteYesNo;
  readonly travelOutsideCanada: QuoteYesNo;
  readonly familyConfirmation: boolean;
  readonly dependentWaiver: boolean;
  readonly travellerDependentQn: QuoteYesNo;
}

/** Limits the labels configure per organization; the defaults below apply when a label is absent. */
export interface QuoteFormLimits {
  /** Longest single trip, days counted inclusively. */
  readonly maxTripDays: number;
  readonly minAge: number;
  readonly maxAge: number;
  readonly minTripCostCents: Cents;
  readonly maxTripCostCents: Cents;
}

export const DEFAULT_QUOTE_FORM_LIMITS: QuoteFormLimits = {
  maxTripDays: 365,
  minAge: 0,
  maxAge: 99,
  minTripCostCents: 0,
  maxTripCostCents: 10_000_000,
};

/** What the rules need besides the form: the caller's clock and the label limits. */
export interface QuoteFormContext {
  readonly today: CalendarDate;
  readonly applicationDate: CalendarDate;
  readonly limits?: Partial<QuoteFormLimits>;
}

export const emptyQuoteTraveller = (referenceNumber: number): QuoteTraveller => ({
  referenceNumber,
  dateOfBirth: '',
  age: '',
  tripCost: '',
  tripBookingDate: '',
});

export const EMPTY_QUOTE_FORM: QuoteForm = {
  travellerCategory: '',
  studentType: '',
  travellers: [emptyQuoteTraveller(1)],
  departureDate: '',
  returnDate: '',
  returnDateMultiTrip: '',
  multiTrip: '',
  bookingDate: '',
  arrivingDate: '',
  schoolStartDate: '',
  schoolEndDate: '',
  schoolCity: '',
  schoolName: '',
  fullTimeStudent: '',
  provincialHealthCoverage: '',
  leavingDate: '',
  coverageStartDate: '',
  country: DEFAULT_COUNTRY,
  province: '',
  destination: '',
  departureLocation: '',
  furthestDestination: '',
  destinations: [],
  familyPlans: '',
  employeeType: '',
  employeeName: '',
  referenceId: '',
  applicationDate: '',
  planCoverageDayCount: '',
  superVisa: '',
  travelOutsideCanada: '',
  familyConfirmation: false,
  dependentWaiver: false,
  travellerDependentQn: '',
};

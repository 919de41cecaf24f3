import type { BenefitCode } from '../catalogue/benefit';
import type { CalendarDate } from '../shared/calendar-date';
import type {
  CountryOfResidence,
  EmployeeType,
  Language,
  PlanClass,
  PlanCode,
  Province,
  StudentType,
  TravellerCategory,
  TravellerType,
  TripType,
} from '../shared/enums';
import type { Cents } from '../shared/money';

/**
 * The quote request payload of spec 3, as the rating engine reads it once decoded. Money is integer
 * cents (`tripCostCents`); deductibles, coverage amounts and days per trip are option values.
 */
export interface TripPreference {
  readonly tripCostCents?: Cents;
  readonly coverageAmount?: number;
  readonly deductible?: number;
  readonly daysPerTrip?: number;
}

export interface PlanEntry {
  readonly code: PlanCode;
  readonly tripPreference: TripPreference;
  /** Spec 3 also carries the deductible as an adjustment `{ type: DEDUCTIBLE, value }`. */
  readonly adjustments: readonly { readonly type: 'DEDUCTIBLE'; readonly value: number }[];
  readonly optionalBenefits: readonly { readonly code: BenefitCode }[];
}

export interface MqAnswer {
  readonly key: string;
  readonly answer: string;
}

/** A traveller's answers to the questionnaire of one plan class. */
export interface PaxMqAnswers {
  readonly planClass: PlanClass;
  readonly answers: readonly MqAnswer[];
  readonly declaration: boolean;
}

export interface QuotePax {
  readonly referenceNumber: number;
  readonly dateOfBirth?: CalendarDate;
  readonly age?: number;
  readonly tripBookingDate?: CalendarDate;
  readonly plans: readonly PlanEntry[];
  readonly medicalQuestionnaires: readonly PaxMqAnswers[];
}

/** Family members who are not quoted on their own line (children of a family plan). */
export interface Dependent {
  readonly referenceNumber: number;
  readonly dateOfBirth: CalendarDate;
  readonly tripCostCents?: Cents;
}

export interface TripInformation {
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  readonly effectiveDate?: CalendarDate;
  readonly tripStartDate?: CalendarDate;
  /** Top-up: days the existing plan already covers from the start date. */
  readonly existingCoverageDays?: number;
  readonly tripType: TripType;
  /** Province of residence; for visitors, the province of stay. */
  readonly provinceOfResidence: Province;
  readonly travellingWithinCanada: boolean;
  readonly countryOfResidence: CountryOfResidence;
  readonly studentType?: StudentType;
  readonly educationStartDate?: CalendarDate;
  readonly educationEndDate?: CalendarDate;
  readonly leavingDate?: CalendarDate;
  readonly schoolCity?: string;
  readonly schoolName?: string;
  readonly isSuperVisa: boolean;
  /** Canadian students: holds provincial health coverage (assumed when absent). */
  readonly provincialHealthCoverage?: boolean;
  /** Students: studies full time (PRODUCT.md: the student plan is for full-time students). */
  readonly fullTimeStudent?: boolean;
  readonly departureLocation?: string;
  /** Every destination, `IATA,CC` as the furthest one is written; the last is the furthest. */
  readonly destinations?: readonly string[];
  readonly furthestDestination?: string;
}

export interface QuoteRequest {
  readonly language: Language;
  /** The day the quote is made; picks the rate version in force. */
  readonly applicationDate: CalendarDate;
  readonly travellerCategory: TravellerCategory;
  readonly travellerType: TravellerType;
  readonly employeeType?: EmployeeType;
  /** The employee a friends-and-family discount comes through (FNF_RES, FNF_NONRES). */
  readonly employeeName?: string;
  /** Pins a rate version (its effective date), e.g. to re-rate a sold policy exactly. */
  readonly ratesVersion?: CalendarDate;
  readonly paxes: readonly QuotePax[];
  readonly dependents: readonly Dependent[];
  readonly tripInformation: TripInformation;
  /** Accepted for compatibility with spec 3; the engine always calculates (it is cheap). */
  readonly calculate: boolean;
}

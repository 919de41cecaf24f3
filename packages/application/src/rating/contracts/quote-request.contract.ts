import {
  COUNTRIES_OF_RESIDENCE,
  EMPLOYEE_TYPES,
  FIELD_LIMITS,
  PROVINCES,
  STUDENT_TYPES,
  TRAVELLER_CATEGORIES,
  TRAVELLER_TYPES,
  TRIP_TYPES,
  type CalendarDate,
  type QuoteRequest,
} from '@tripx/domain';
import * as t from 'io-ts';
import { boundedString, CalendarDateCodec, LangCodec, literalUnion } from '../../contracts/codecs';
import { BenefitCodeCodec, PlanClassCodec, PlanCodeCodec } from './plans-file.codec';
import { BooleanLike, CentsCodec, intIn, NonNegativeInt } from './rating-codecs';

/**
 * POST /api/quote (spec 3 "Quote request payload"). Money is integer cents (`tripCostCents`);
 * `applicationDate` defaults to today in Toronto; `ratesVersion` pins a rate version.
 */
const Key = boundedString(80, 'Key');

export const TripPreferenceCodec = t.partial({
  tripCostCents: CentsCodec,
  coverageAmount: NonNegativeInt,
  deductible: NonNegativeInt,
  daysPerTrip: intIn(1, 365),
});

export const PlanEntryCodec = t.intersection([
  t.type({ code: PlanCodeCodec }),
  t.partial({
    tripPreference: TripPreferenceCodec,
    adjustments: t.array(t.type({ type: t.literal('DEDUCTIBLE'), value: NonNegativeInt })),
    optionalBenefits: t.array(t.type({ code: BenefitCodeCodec })),
  }),
]);

export const PaxMqAnswersCodec = t.type({
  planClass: PlanClassCodec,
  answers: t.array(t.type({ key: Key, answer: Key })),
  declaration: BooleanLike,
});

export const paxOptional = {
  dateOfBirth: CalendarDateCodec,
  age: intIn(0, 130),
  tripBookingDate: CalendarDateCodec,
  medicalQuestionnaires: t.array(PaxMqAnswersCodec),
};

export const QuotePaxCodec = t.intersection([
  t.type({ referenceNumber: intIn(1, 99), plans: t.array(PlanEntryCodec) }),
  t.partial(paxOptional),
]);

export const DependentCodec = t.intersection([
  t.type({ referenceNumber: intIn(1, 99), dateOfBirth: CalendarDateCodec }),
  t.partial({ tripCostCents: CentsCodec }),
]);

const Place = boundedString(FIELD_LIMITS.city);

export const TripInformationCodec = t.intersection([
  t.type({
    startDate: CalendarDateCodec,
    endDate: CalendarDateCodec,
    tripType: literalUnion(TRIP_TYPES, 'TripType'),
    provinceOfResidence: literalUnion(PROVINCES, 'Province'),
    countryOfResidence: literalUnion(COUNTRIES_OF_RESIDENCE, 'CountryOfResidence'),
  }),
  t.partial({
    effectiveDate: CalendarDateCodec,
    tripStartDate: CalendarDateCodec,
    existingCoverageDays: intIn(0, 3650),
    /** Read only when a sold policy is re-rated; a quote and a purchase take it from `destinations`. */
    travellingWithinCanada: BooleanLike,
    studentType: literalUnion(STUDENT_TYPES, 'StudentType'),
    educationStartDate: CalendarDateCodec,
    educationEndDate: CalendarDateCodec,
    leavingDate: CalendarDateCodec,
    schoolCity: Place,
    schoolName: boundedString(FIELD_LIMITS.name),
    isSuperVisa: BooleanLike,
    provincialHealthCoverage: BooleanLike,
    fullTimeStudent: BooleanLike,
    departureLocation: Place,
    /** Every destination as `IATA,CC` (the last is the furthest): the within-Canada discount follows from them. */
    destinations: t.array(boundedString(200)),
    furthestDestination: boundedString(200),
  }),
]);

export const quoteRequestFields = {
  language: LangCodec,
  travellerCategory: literalUnion(TRAVELLER_CATEGORIES, 'TravellerCategory'),
  travellerType: literalUnion(TRAVELLER_TYPES, 'TravellerType'),
  tripInformation: TripInformationCodec,
};
export const quoteRequestOptional = {
  applicationDate: CalendarDateCodec,
  employeeType: literalUnion(EMPLOYEE_TYPES, 'EmployeeType'),
  employeeName: boundedString(FIELD_LIMITS.name, 'Name'),
  ratesVersion: CalendarDateCodec,
  dependents: t.array(DependentCodec),
  calculate: BooleanLike,
};

export const QuoteRequestCodec = t.intersection([
  t.type({ ...quoteRequestFields, paxes: t.array(QuotePaxCodec) }),
  t.partial(quoteRequestOptional),
]);
export type QuoteRequestBody = t.TypeOf<typeof QuoteRequestCodec>;

/** The domain request from a decoded body: defaults filled, nothing else carried over. */
export const toQuoteRequest = (body: QuoteRequestBody, today: CalendarDate): QuoteRequest => {
  const trip = body.tripInformation;
  return {
    language: body.language,
    applicationDate: body.applicationDate ?? today,
    travellerCategory: body.travellerCategory,
    travellerType: body.travellerType,
    ...(body.employeeType ? { employeeType: body.employeeType } : {}),
    ...(body.employeeName !== undefined ? { employeeName: body.employeeName } : {}),
    ...(body.ratesVersion ? { ratesVersion: body.ratesVersion } : {}),
    calculate: body.calculate ?? true,
    paxes: body.paxes.map((p) => ({
      referenceNumber: p.referenceNumber,
      ...(p.dateOfBirth !== undefined ? { dateOfBirth: p.dateOfBirth } : {}),
      ...(p.age !== undefined ? { age: p.age } : {}),
      ...(p.tripBookingDate !== undefined ? { tripBookingDate: p.tripBookingDate } : {}),
      medicalQuestionnaires: p.medicalQuestionnaires ?? [],
      plans: p.plans.map((e) => ({
        code: e.code,
        tripPreference: e.tripPreference ?? {},
        adjustments: e.adjustments ?? [],
        optionalBenefits: e.optionalBenefits ?? [],
      })),
    })),
    dependents: body.dependents ?? [],
    tripInformation: {
      ...trip,
      travellingWithinCanada: trip.travellingWithinCanada ?? false,
      isSuperVisa: trip.isSuperVisa ?? false,
    },
  };
};

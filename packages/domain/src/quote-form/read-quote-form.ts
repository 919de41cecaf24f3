import { EMPLOYEE_TYPES, PROVINCES, STUDENT_TYPES, TRAVELLER_CATEGORIES, isOneOf } from '../shared/enums';
import { EMPTY_QUOTE_FORM, type QuoteForm, type QuoteTraveller, type QuoteYesNo } from './quote-form';

type Bag = Readonly<Record<string, unknown>>;

const bag = (v: unknown): Bag => (typeof v === 'object' && v !== null ? (v as Bag) : {});
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const yesNo = (v: unknown): QuoteYesNo => (v === 'true' || v === 'false' ? v : '');
const choice = <T extends string>(list: readonly T[], v: unknown): T | '' => (isOneOf(list, v) ? v : '');

const readTraveller = (raw: unknown, index: number): QuoteTraveller => {
  const t = bag(raw);
  return {
    // Numbering follows list order whatever the input says (spec 3: numbered from 1).
    referenceNumber: index + 1,
    dateOfBirth: text(t['dateOfBirth']),
    age: text(t['age']),
    tripCost: text(t['tripCost']),
    tripBookingDate: text(t['tripBookingDate']),
  };
};

/**
 * Decodes anything (a stored session slice, a posted body) into the form shape: known fields
 * only, non-strings become '', unknown choices become unchosen. Never throws.
 */
export const readQuoteForm = (raw: unknown): QuoteForm => {
  const f = bag(raw);
  const travellers = Array.isArray(f['travellers']) ? (f['travellers'] as readonly unknown[]) : [];
  return {
    travellerCategory: choice(TRAVELLER_CATEGORIES, f['travellerCategory']),
    studentType: choice(STUDENT_TYPES, f['studentType']),
    travellers: travellers.map(readTraveller),
    departureDate: text(f['departureDate']),
    returnDate: text(f['returnDate']),
    returnDateMultiTrip: text(f['returnDateMultiTrip']),
    multiTrip: yesNo(f['multiTrip']),
    bookingDate: text(f['bookingDate']),
    arrivingDate: text(f['arrivingDate']),
    schoolStartDate: text(f['schoolStartDate']),
    schoolEndDate: text(f['schoolEndDate']),
    schoolCity: text(f['schoolCity']),
    schoolName: text(f['schoolName']),
    fullTimeStudent: yesNo(f['fullTimeStudent']),
    provincialHealthCoverage: yesNo(f['provincialHealthCoverage']),
    leavingDate: text(f['leavingDate']),
    coverageStartDate: text(f['coverageStartDate']),
    country: typeof f['country'] === 'string' ? f['country'] : EMPTY_QUOTE_FORM.country,
    province: choice(PROVINCES, f['province']),
    destination: text(f['destination']),
    departureLocation: text(f['departureLocation']),
    furthestDestination: text(f['furthestDestination']),
    destinations: Array.isArray(f['destinations'])
      ? (f['destinations'] as readonly unknown[]).filter((d): d is string => typeof d === 'string')
      : [],
    familyPlans: yesNo(f['familyPlans']),
    employeeType: choice(EMPLOYEE_TYPES, f['employeeType']),
    employeeName: text(f['employeeName']),
    referenceId: text(f['referenceId']),
    applicationDate: text(f['applicationDate']),
    planCoverageDayCount: text(f['planCoverageDayCount']),
    superVisa: yesNo(f['superVisa']),
    travelOutsideCanada: yesNo(f['travelOutsideCanada']),
    familyConfirmation: f['familyConfirmation'] === true,
    dependentWaiver: f['dependentWaiver'] === true,
    travellerDependentQn: yesNo(f['travellerDependentQn']),
  };
};

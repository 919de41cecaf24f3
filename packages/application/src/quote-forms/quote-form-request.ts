import {
  LIMITS,
  ageAt,
  dateOfBirthFromAge,
  namesEmployee,
  parseCalendarDate,
  parseQuoteTripCost,
  referenceDateFor,
  type CalendarDate,
  type Language,
  type QuoteForm,
  type QuoteYesNo,
} from '@tripx/domain';
import type { QuoteRequestBody } from '../rating/contracts/quote-request.contract';

type PlanEntryBody = QuoteRequestBody['paxes'][number]['plans'][number];
type MqAnswersBody = NonNullable<QuoteRequestBody['paxes'][number]['medicalQuestionnaires']>[number];

/** A traveller as the quote sees it: a rated traveller (pax) or, in a family, a dependent. */
export interface QuoteMember {
  readonly referenceNumber: number;
  readonly age: number;
  readonly tripCostCents: number;
  readonly dependent: boolean;
}

/**
 * The travellers of a valid form. In a family plan the primary and the adults over 25 are rated
 * travellers and the others dependents (spec 5.1's family rule, PRODUCT.md family premium).
 */
export const quoteMembers = (form: QuoteForm, today: CalendarDate): readonly QuoteMember[] => {
  const reference = referenceDateFor(form.travellerCategory, parseCalendarDate(form.departureDate), today);
  const family = form.familyPlans === 'true';
  return form.travellers.map((t, i) => {
    const age = ageAt(t, reference) ?? 0;
    return {
      referenceNumber: t.referenceNumber,
      age,
      tripCostCents: parseQuoteTripCost(t.tripCost) ?? 0,
      dependent: family && i > 0 && age <= LIMITS.adultThreshold,
    };
  });
};

export interface QuoteRequestContext {
  readonly lang: Language;
  readonly today: CalendarDate;
  /** The plans each rated traveller asks a price for. */
  readonly plansFor: (referenceNumber: number) => readonly PlanEntryBody[];
  readonly medicalQuestionnairesFor?: (referenceNumber: number) => readonly MqAnswersBody[];
  /** Set on the quote of a purchase: the last day of a top-up chosen on its card. */
  readonly endDate?: CalendarDate;
  readonly calculate?: boolean;
}

const optional = <K extends string, V>(key: K, value: V | undefined | '') =>
  (value === undefined || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>;
const yesNo = (answer: QuoteYesNo): boolean | undefined => (answer === '' ? undefined : answer === 'true');

/** The trip part of the payload (spec 3 "Quote request payload"); undefined while the dates are not real days. */
export const tripInformationOf = (
  form: QuoteForm,
  endDate?: CalendarDate,
): QuoteRequestBody['tripInformation'] | undefined => {
  const startDate = parseCalendarDate(form.departureDate);
  const end = endDate ?? parseCalendarDate(form.returnDate);
  const province = form.province;
  if (!startDate || !end || province === '') return undefined;
  const student = form.travellerCategory === 'STUDENT';
  const international =
    form.travellerCategory === 'VISITOR_TO_CANADA' || (student && form.studentType === 'INTERNATIONAL');
  return {
    startDate,
    endDate: end,
    tripType: form.multiTrip === 'true' ? 'MULTIPLE' : 'SINGLE',
    provinceOfResidence: province,
    countryOfResidence: international ? 'INTERNATIONAL' : 'CANADA',
    isSuperVisa: form.superVisa === 'true',
    ...(form.travellerCategory === 'TOP_UP' && /^\d+$/.test(form.planCoverageDayCount)
      ? { existingCoverageDays: Number(form.planCoverageDayCount) }
      : {}),
    ...(student && form.studentType !== '' ? { studentType: form.studentType } : {}),
    ...optional('educationStartDate', student ? parseCalendarDate(form.schoolStartDate) : undefined),
    ...optional('educationEndDate', student ? parseCalendarDate(form.schoolEndDate) : undefined),
    ...optional('fullTimeStudent', student ? yesNo(form.fullTimeStudent) : undefined),
    ...optional('provincialHealthCoverage', student ? yesNo(form.provincialHealthCoverage) : undefined),
    ...optional('schoolName', form.schoolName.trim()),
    ...optional('schoolCity', form.schoolCity.trim()),
    ...optional('departureLocation', form.departureLocation.trim().slice(0, 100)),
    ...optional('furthestDestination', form.furthestDestination.trim().slice(0, 200)),
    // The server takes the within-Canada discount from these, never from a flag.
    ...(form.destinations.length > 0 ? { destinations: [...form.destinations] } : {}),
  };
};

/** The quote payload of a valid (effective) quote form; undefined while it cannot be built. */
export const buildQuoteRequest = (
  form: QuoteForm,
  ctx: QuoteRequestContext,
): QuoteRequestBody | undefined => {
  const trip = tripInformationOf(form, ctx.endDate);
  if (!trip || form.travellerCategory === '') return undefined;
  const members = quoteMembers(form, ctx.today);
  const bookingDate = parseCalendarDate(form.bookingDate);
  const reference = referenceDateFor(form.travellerCategory, trip.startDate, ctx.today);
  const paxes = members
    .filter((m) => !m.dependent)
    .map((m) => ({
      referenceNumber: m.referenceNumber,
      age: m.age,
      ...optional('tripBookingDate', bookingDate),
      plans: [...ctx.plansFor(m.referenceNumber)],
      ...(ctx.medicalQuestionnairesFor
        ? { medicalQuestionnaires: [...ctx.medicalQuestionnairesFor(m.referenceNumber)] }
        : {}),
    }));
  const dependents = members
    .filter((m) => m.dependent)
    .flatMap((m) => {
      const dateOfBirth = dateOfBirthFromAge(m.age, reference);
      return dateOfBirth
        ? [{ referenceNumber: m.referenceNumber, dateOfBirth, tripCostCents: m.tripCostCents }]
        : [];
    });
  return {
    language: ctx.lang,
    travellerCategory: form.travellerCategory,
    travellerType: form.familyPlans === 'true' ? 'FAMILY' : 'SINGLE',
    paxes,
    tripInformation: trip,
    ...(dependents.length > 0 ? { dependents } : {}),
    ...(form.employeeType !== '' ? { employeeType: form.employeeType } : {}),
    ...(namesEmployee(form.employeeType) ? { employeeName: form.employeeName.trim() } : {}),
    ...(ctx.calculate === undefined ? {} : { calculate: ctx.calculate }),
  };
};

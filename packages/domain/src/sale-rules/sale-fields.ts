import type { CalendarDate } from '../shared/calendar-date';
import type { FieldError } from '../shared/result';

/**
 * The one place where a field of the purchase flow's forms is named in the API: the sale rules
 * answer on the form's fields, and these paths are where the quote and purchase bodies carry them.
 */
const API_PATH_OF_FIELD: Readonly<Record<string, string>> = {
  departureDate: 'tripInformation.startDate',
  returnDate: 'tripInformation.endDate',
  applicationDate: 'applicationDate',
  familyPlans: 'travellerType',
  employeeName: 'employeeName',
  studentType: 'tripInformation.studentType',
  schoolStartDate: 'tripInformation.educationStartDate',
  schoolEndDate: 'tripInformation.educationEndDate',
  fullTimeStudent: 'tripInformation.fullTimeStudent',
  provincialHealthCoverage: 'tripInformation.provincialHealthCoverage',
  schoolName: 'tripInformation.schoolName',
  schoolCity: 'tripInformation.schoolCity',
  // The traveller details form numbers its fields by traveller; the school is the primary's.
  '1.schoolName': 'tripInformation.schoolName',
  '1.schoolCity': 'tripInformation.schoolCity',
  departureCity: 'tripInformation.departureLocation',
  destination: 'tripInformation.destinations',
  referringAgent: 'referredBy',
};

/** The travellers of a request as the sale rules see them. */
export interface RequestMembers {
  readonly paxes: readonly {
    readonly referenceNumber: number;
    readonly dateOfBirth?: CalendarDate;
    readonly tripBookingDate?: CalendarDate;
  }[];
  readonly dependents?: readonly { readonly referenceNumber: number }[];
}

export interface MemberPath {
  readonly referenceNumber: number;
  /** Where the member's age comes from: its date of birth when given, else its age. */
  readonly agePath: string;
}

/** Travellers and dependents in the form's order (traveller N has reference number N, primary first). */
export const membersInFormOrder = (r: RequestMembers): readonly MemberPath[] =>
  [
    ...r.paxes.map((p, i) => ({
      referenceNumber: p.referenceNumber,
      agePath: `paxes.${i}.${p.dateOfBirth === undefined ? 'age' : 'dateOfBirth'}`,
    })),
    ...(r.dependents ?? []).map((d, i) => ({
      referenceNumber: d.referenceNumber,
      agePath: `dependents.${i}.dateOfBirth`,
    })),
  ].sort((a, b) => a.referenceNumber - b.referenceNumber);

/** The traveller whose booking date is the latest (the one a future booking date shows on). */
export const latestBookingIndex = (r: RequestMembers): number =>
  r.paxes.reduce(
    (best, p, i) => ((p.tripBookingDate ?? '') > (r.paxes[best]?.tripBookingDate ?? '') ? i : best),
    0,
  );

const TRAVELLER_AGE = /^travellers\[(\d+)\]\.age$/;
const CARD_HOLDER = /^travellers\.(\d+)\.cardHolderName$/;

/** The API path of a form field; a field with no API twin stays as it is. */
export const apiPathOf = (field: string, r: RequestMembers): string => {
  const age = TRAVELLER_AGE.exec(field);
  if (age) return membersInFormOrder(r)[Number(age[1])]?.agePath ?? 'paxes';
  if (field === 'bookingDate') return `paxes.${latestBookingIndex(r)}.tripBookingDate`;
  const holder = CARD_HOLDER.exec(field);
  if (holder) {
    const i = r.paxes.findIndex((p) => p.referenceNumber === Number(holder[1]));
    return `paxes.${Math.max(i, 0)}.payment.details.cardHolderName`;
  }
  if (field === 'cardHolderName') return 'paxes.0.payment.details.cardHolderName';
  return API_PATH_OF_FIELD[field] ?? field;
};

export const toApiErrors = <C extends string>(
  errors: readonly FieldError<C>[],
  r: RequestMembers,
): FieldError<C>[] => errors.map((e) => ({ ...e, field: apiPathOf(e.field, r) }));

import type { CalendarDate } from '../shared/calendar-date';
import type { Cents } from '../shared/money';

/** A dependent as the endorsement compares it; referenceNumber identifies it across versions. */
export interface EndorsementDependent {
  readonly referenceNumber: number;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly dateOfBirth?: CalendarDate;
  readonly relationship?: string;
  /** Whole dollars, as the quote form takes it. */
  readonly tripCost?: number;
}

/** The fields of a dependent that can change, in the order the change list shows them. */
export const ENDORSEMENT_DEPENDENT_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'relationship',
  'tripCost',
] as const satisfies readonly (keyof EndorsementDependent)[];

/** What an endorsement may change on a policy (spec 3, issue 8), per traveller policy where it applies. */
export interface EndorsementSnapshot {
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  readonly departureLocation: string;
  readonly destinations: readonly string[];
  /** Per traveller policy: the codes of its riders and optional benefits. */
  readonly paxes: readonly { readonly policyNumber: string; readonly optionalBenefits: readonly string[] }[];
  readonly dependents: readonly EndorsementDependent[];
}

/** One row of the change list (spec 3: fieldChanged, from, to); an absent value is ''. */
export interface PolicyChange {
  readonly fieldChanged: string;
  readonly from: string;
  readonly to: string;
}

export interface PaxPremium {
  readonly policyNumber: string;
  readonly premium: Cents;
}

/** spec 3: policyDelta per pax; deltaAmount = new premium − old premium. */
export interface PolicyDelta {
  readonly policyNumber: string;
  readonly deltaAmount: Cents;
}

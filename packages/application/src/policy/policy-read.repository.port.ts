import type {
  AttemptSortField,
  CalendarDate,
  Cents,
  Localized,
  PolicySortField,
  PolicyStatus,
  SortedSlice,
} from '@tripx/domain';

/** Which policies a query may touch, from the caller's data scope (domain access/data-scope). */
export type PolicyVisibility =
  | { readonly kind: 'ALL' }
  | { readonly kind: 'ORGANIZATION'; readonly organizationCodes: readonly string[] }
  | { readonly kind: 'OWN'; readonly organizationCodes: readonly string[]; readonly profileRef: string };

export interface PolicyCriteria {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly policyNumber?: string;
  readonly bookingRef?: string;
  readonly groupNumber?: string;
  readonly planCode?: string;
  readonly organizationCode?: string;
  readonly applicationDate?: CalendarDate;
  readonly startDate?: CalendarDate;
  /** Policies changed at or after this instant (ISO 8601): a partner's sync of what changed. */
  readonly updatedSince?: string;
}

export interface PolicySummary {
  readonly policyNumber: string;
  readonly groupNumber: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly planCode: string;
  /** The plan's name (the catalogue's), null when the catalogue has no such plan. */
  readonly planName: Localized<string> | null;
  readonly policyStatus: PolicyStatus;
  readonly organizationCode: string;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  readonly applicationDate: CalendarDate;
  readonly purchaseDate: string;
  readonly premiumTotal: Cents;
}

export interface PolicyPax {
  readonly policyNumber: string;
  readonly referenceNumber: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly age: number;
  /** Null when unknown (a placeholder of an older purchase, cleared by migration 012). */
  readonly dateOfBirth: CalendarDate | null;
  readonly policyStatus: PolicyStatus;
  /**
   * The policy's plan: its code, and its name as the purchase's snapshot recorded it, else the
   * catalogue's (null when neither names it).
   */
  readonly plan: { readonly code: string; readonly name: Localized<string> | null };
  /** The riders and optional benefits the policy holds now, by code and the catalogue's name. */
  readonly benefits: readonly NamedCode[];
  readonly premiumTotal: Cents;
  readonly contact: Readonly<Record<string, unknown>>;
  readonly questionnaires: readonly unknown[];
  readonly payments: readonly {
    readonly paymentDate: string;
    readonly type: string;
    readonly method: string;
    readonly amount: Cents;
    readonly cardReference: string | null;
    readonly cardBrand: string | null;
    readonly cardLast4: string | null;
  }[];
}

/** A code of the catalogue with its name in both languages, null when the catalogue does not know it. */
export interface NamedCode {
  readonly code: string;
  readonly name: Localized<string> | null;
}

/** The trip's places in words (the travel locations the purchase app picks them from). */
export interface TripPlaces {
  /** The departure city (an airport's IATA code), null when the booking has none. */
  readonly departure: NamedCode | null;
  /** Each destination (`IATA,CC`, or a country's code alone), in the booking's order. */
  readonly destinations: readonly NamedCode[];
}

export interface PolicyView {
  readonly groupNumber: string;
  readonly organizationCode: string;
  readonly salesChannel: string;
  readonly travellerType: string;
  readonly travellerCategory: string;
  readonly language: string;
  readonly purchaseDate: string;
  readonly tripInformation: Readonly<Record<string, unknown>>;
  readonly places: TripPlaces;
  readonly paxes: readonly PolicyPax[];
  readonly dependents: readonly {
    readonly referenceNumber: number;
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly dateOfBirth: CalendarDate | null;
    readonly relationship: string | null;
    readonly tripCost: Cents | null;
  }[];
  readonly manulifeEmployeeRelationship: string | null;
  readonly hasCompanionDiscount: boolean;
  /** profileRef of the agent who sold it (absent for consumer sales). */
  readonly soldBy: string | null;
  /** profileCode of the referring agent the seller named (spec 2.2, 6), null when none. */
  readonly referredBy: string | null;
  /** The selling organization's name in both languages. */
  readonly organizationName: Localized<string> | null;
  /** The name of the agent who sold it (soldBy), null for consumer sales or an unknown profile. */
  readonly agentName: string | null;
}

export interface PolicyEvent {
  readonly at: string;
  readonly actorRef: string | null;
  /** Who made the change, as their profile names them (null: nobody signed in, or no such profile). */
  readonly actor: { readonly name: string; readonly userType: string } | null;
  readonly action: string;
  readonly fieldChanged: string | null;
  readonly from: string | null;
  readonly to: string | null;
}

export interface PolicyDelivery {
  readonly at: string;
  readonly channel: string;
  readonly recipient: string;
  readonly language: string;
  readonly status: string;
  readonly document: string;
}

export interface Note {
  readonly id: string;
  readonly ownerCode: string;
  readonly note: string;
  readonly authorName: string;
  readonly createdAt: string;
}

export interface PolicyReadRepository {
  search(
    criteria: PolicyCriteria,
    visibility: PolicyVisibility,
    page: SortedSlice<PolicySortField>,
  ): Promise<{ readonly total: number; readonly policies: readonly PolicySummary[] }>;
  /** The booking that holds this policy number (all its travellers). */
  findByPolicyNumber(policyNumber: string): Promise<PolicyView | undefined>;
  history(policyNumber: string): Promise<readonly PolicyEvent[]>;
  deliveries(policyNumber: string): Promise<readonly PolicyDelivery[]>;
  notes(ownerCode: string): Promise<readonly Note[]>;
  /** Declined and abandoned purchase attempts within the visibility, in the slice's order. */
  attempts(
    criteria: AttemptCriteria,
    visibility: PolicyVisibility,
    page: SortedSlice<AttemptSortField>,
  ): Promise<{ readonly total: number; readonly attempts: readonly AttemptSummary[] }>;
}

/** How a purchase attempt that never became a sale ended (purchase_attempts, migration 011). */
export const FAILED_ATTEMPT_STATUSES = ['DECLINED', 'ABANDONED'] as const;
export type FailedAttemptStatus = (typeof FAILED_ATTEMPT_STATUSES)[number];

/** Filters of the attempts list: how it ended, and the Toronto days it was made on. */
export interface AttemptCriteria {
  readonly status?: FailedAttemptStatus;
  readonly from?: CalendarDate;
  readonly to?: CalendarDate;
}

/** A declined or abandoned purchase, for staff follow-up: never a policy, never a sale. */
export interface AttemptSummary {
  readonly groupNumber: string;
  readonly status: FailedAttemptStatus;
  /** Why it failed (the provider's decline code, `reconciliation`), null when unknown. */
  readonly reason: string | null;
  readonly organizationCode: string;
  /** The agent who tried to sell it, null for a consumer. */
  readonly agentName: string | null;
  readonly createdAt: string;
  readonly settledAt: string | null;
  readonly travellers: readonly { readonly firstName: string; readonly lastName: string }[];
  readonly email: string | null;
  readonly phone: string | null;
  /** The plans tried, each once, with their names. */
  readonly plans: readonly NamedCode[];
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  readonly totalCents: Cents;
}

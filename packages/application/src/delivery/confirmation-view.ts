import type {
  AdjustmentType,
  CalendarDate,
  CardBrand,
  Cents,
  Language,
  PaymentMethod,
  TravellerCategory,
  TravellerType,
} from '@tripx/domain';
import { sumCents } from '@tripx/domain';

/** A text the document shows in the reader's language (plan names, organization names, tax names). */
export type LocalizedText = Readonly<Record<Language, string>>;

/** White-label logo of an organization: PNG, JPEG or SVG bytes as stored (spec 3, whiteLabel.logoFile). */
export interface LogoImage {
  readonly bytes: Uint8Array;
  readonly mimeType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
}

export interface ConfirmationPremium {
  /** Premium before adjustments. */
  readonly base: Cents;
  /** Discounts are negative, surcharges positive (spec 3 adjustment breakdown types). */
  readonly adjustments: readonly { readonly type: AdjustmentType; readonly amount: Cents }[];
  readonly taxes: readonly { readonly name: LocalizedText; readonly amount: Cents }[];
  /** What this traveller paid: base + adjustments + taxes, as charged. */
  readonly total: Cents;
}

export interface ConfirmationPayment {
  readonly method: PaymentMethod;
  /** Only brand and last four digits are ever stored (ARCHITECTURE.md). */
  readonly cardBrand: CardBrand | null;
  readonly cardLast4: string | null;
}

export interface ConfirmationTraveller {
  readonly policyNumber: string;
  readonly referenceNumber: number;
  readonly firstName: string;
  readonly lastName: string;
  /** Null when unknown (a placeholder of an older purchase, cleared by migration 012). */
  readonly dateOfBirth: CalendarDate | null;
  readonly plan: {
    readonly code: string;
    readonly name: LocalizedText;
    /** Whole dollars; 999999 is shown as "unlimited" (spec 9). Null when the plan has none. */
    readonly coverageAmount: number | null;
    /** Whole dollars. */
    readonly deductible: number | null;
    readonly daysPerTrip: number | null;
    readonly tripCost: Cents | null;
    readonly optionalBenefits: readonly LocalizedText[];
  };
  readonly premium: ConfirmationPremium;
  readonly payment: ConfirmationPayment | null;
}

export interface ConfirmationAddress {
  readonly line1: string;
  readonly line2: string | null;
  readonly city: string;
  /** The province of the postal code (the server's), which for a visitor is not the province quoted. */
  readonly province: string;
  readonly postalCode: string;
}

/**
 * Everything the confirmation document shows, as plain data: the PDF and the e-mail know nothing of the
 * database. Amounts are cents (coverage and deductible whole dollars, as plans state them), days are
 * calendar dates, and every text a reader sees comes in both languages.
 */
export interface ConfirmationView {
  /** The booking (policy group) number; each traveller has a policy number of their own. */
  readonly groupNumber: string;
  /** ISO instant of the purchase. */
  readonly purchasedAt: string;
  /** Facts for documentLanguage (Bill 96). */
  readonly policyLanguage: Language;
  readonly provinceOfResidence: string;
  readonly bill96Consent: boolean | null;
  readonly insurer: { readonly name: LocalizedText };
  readonly organization: {
    readonly code: string;
    readonly name: LocalizedText;
    readonly logo: LogoImage | null;
  };
  readonly travellerCategory: TravellerCategory;
  readonly travellerType: TravellerType;
  readonly trip: {
    readonly startDate: CalendarDate;
    readonly endDate: CalendarDate;
    readonly applicationDate: CalendarDate;
    /** Bought for a super visa application (visitors to Canada; IRCC's minimums, spec 5.1). */
    readonly superVisa: boolean;
  };
  readonly contact: {
    readonly email: string | null;
    readonly phone: string | null;
    /** The insured's address as given at purchase; null on a booking that has none on file. */
    readonly address: ConfirmationAddress | null;
  };
  readonly travellers: readonly ConfirmationTraveller[];
  /** Family dependents covered under a traveller's policy, without a policy number of their own. */
  readonly dependents: readonly {
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly dateOfBirth: CalendarDate | null;
  }[];
}

/** The booking total: the sum of what each traveller paid (totals are sums of shown parts). */
export const confirmationTotal = (view: Pick<ConfirmationView, 'travellers'>): Cents =>
  sumCents(view.travellers.map((t) => t.premium.total));

/** One person of the booking and what they cost: a traveller pays their policy, a dependant is in the family's. */
export type PersonLine =
  | {
      readonly kind: 'traveller';
      readonly name: string;
      readonly policyNumber: string;
      readonly total: Cents;
    }
  | {
      readonly kind: 'dependent';
      /** Null when no name is on file: documents number the dependant instead. */
      readonly name: string | null;
      /** The dependant's place among the dependants, from 1. */
      readonly number: number;
      readonly total: Cents;
    };

const fullName = (first: string | null, last: string | null): string =>
  [first, last].filter((part) => part !== null && part.trim() !== '').join(' ');

/**
 * Every person the booking covers, travellers then dependants, each with a price line: a traveller's is
 * what their policy cost, a dependant's is zero (the family premium, shared by the travellers, covers
 * them). The lines add up to `confirmationTotal`.
 */
export const personLines = (
  view: Pick<ConfirmationView, 'travellers' | 'dependents'>,
): readonly PersonLine[] => [
  ...view.travellers.map((t): PersonLine => ({
    kind: 'traveller',
    name: fullName(t.firstName, t.lastName),
    policyNumber: t.policyNumber,
    total: t.premium.total,
  })),
  ...view.dependents.map((d, i): PersonLine => ({
    kind: 'dependent',
    name: fullName(d.firstName, d.lastName) || null,
    number: i + 1,
    total: 0,
  })),
];

/** An address on one line as Canada Post writes it: `800 Robson St, Apt 12, Vancouver BC  V6Z 2E7`. */
export const addressText = (address: ConfirmationAddress): string =>
  [address.line1, address.line2, `${address.city} ${address.province}  ${address.postalCode}`]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(', ');

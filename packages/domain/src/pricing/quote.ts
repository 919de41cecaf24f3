import type { BenefitCode } from '../catalogue/benefit';
import type { CalendarDate } from '../shared/calendar-date';
import type {
  AdjustmentType,
  BenefitType,
  PlanCode,
  TravellerCategory,
  TravellerType,
} from '../shared/enums';
import type { Cents } from '../shared/money';
import type { BenefitReasonCode, PlanReasonCode } from './pricing.codes';

/** PRICED lines carry amounts; the others carry zeros and the reasons. */
export const LINE_STATUSES = ['PRICED', 'NOT_ELIGIBLE', 'MQ_REQUIRED'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export interface AdjustmentLine {
  readonly type: AdjustmentType;
  readonly amountCents: Cents;
}

/** premiumCents + Σ adjustments + taxCents = totalCents, always. */
export interface PricedAmounts {
  readonly premiumCents: Cents;
  readonly adjustments: readonly AdjustmentLine[];
  readonly taxCents: Cents;
  readonly totalCents: Cents;
}

export interface BenefitQuote extends PricedAmounts {
  readonly code: BenefitCode;
  readonly type: BenefitType;
  readonly status: LineStatus;
  readonly eligible: boolean;
  readonly reasons: readonly BenefitReasonCode[];
}

export interface PlanQuote extends PricedAmounts {
  readonly code: PlanCode;
  readonly status: LineStatus;
  readonly eligible: boolean;
  readonly reasons: readonly PlanReasonCode[];
  /** Priced as a share of a family premium. */
  readonly family: boolean;
  /** Days of cover that were rated (365 for a multi-trip policy). */
  readonly days: number;
  readonly coverageAmount: number | null;
  readonly deductible: number;
  readonly daysPerTrip: number | null;
  readonly isMqRequired: boolean;
  readonly isMqTaken: boolean;
  /** null until the questionnaire is taken. */
  readonly isMqEligible: boolean | null;
  readonly rateCategory: string | null;
  readonly benefits: readonly BenefitQuote[];
}

export interface PaxQuote {
  readonly referenceNumber: number;
  readonly age: number;
  /** Σ totals of this traveller's priced plans and benefits. */
  readonly totalCents: Cents;
  readonly plans: readonly PlanQuote[];
}

export interface Quote {
  readonly ratesVersion: CalendarDate;
  /** The rate version is a sample file, not an insurer's numbers. */
  readonly sampleRates: boolean;
  readonly currency: 'CAD';
  readonly applicationDate: CalendarDate;
  readonly travellerCategory: TravellerCategory;
  readonly travellerType: TravellerType;
  /** Σ of the travellers' totals. When a request lists alternative plans, each is in the total. */
  readonly totalCents: Cents;
  readonly paxes: readonly PaxQuote[];
}

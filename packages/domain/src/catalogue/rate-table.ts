import type { CalendarDate } from '../shared/calendar-date';
import type { PlanCode, Province } from '../shared/enums';
import type { Cents } from '../shared/money';
import type { BenefitCode } from './benefit';

/**
 * A rate table is data: an insurer ships one file per version, in force from its effective date.
 * Percentages are integer basis points (1 % = 100 bps) so that files never carry float noise.
 */

/** Rates of one age band (whole years, both ends inclusive), by rate-key column. */
export interface AgeBand<R> {
  readonly minAge: number;
  readonly maxAge: number;
  readonly rates: R;
}

export interface PlanRates {
  /** Cents per day (DAILY plans) or per policy (ANNUAL plans), by rate-key column. */
  readonly ageBands: readonly AgeBand<Readonly<Record<string, number>>>[];
  /** Discount of each deductible (dollars → bps off); higher deductibles never discount less. */
  readonly deductibleDiscountBps: Readonly<Record<string, number>>;
  /** Load of each medical-questionnaire rate category (10,000 = ×1). */
  readonly mqCategoryFactorBps: Readonly<Record<string, number>>;
}

/**
 * TRIP_COST_BPS: a share of the trip cost; FLAT: cents per trip; DAILY: cents per day;
 * PLAN_PREMIUM_BPS: a share of the plan's premium after adjustments (riders).
 */
export const BENEFIT_RATE_BASES = ['TRIP_COST_BPS', 'FLAT', 'DAILY', 'PLAN_PREMIUM_BPS'] as const;
export type BenefitRateBasis = (typeof BENEFIT_RATE_BASES)[number];

export interface BenefitRates {
  readonly basis: BenefitRateBasis;
  readonly ageBands: readonly AgeBand<number>[];
  /** Highest trip cost insurable (TRIP_COST_BPS only). */
  readonly maxTripCostCents: Cents | null;
}

/** A percentage adjustment and the plans it applies to; negative bps are discounts. */
export interface AdjustmentRate {
  readonly bps: number;
  readonly plans: readonly PlanCode[];
}

/** The adjustments of spec 3 that come from the rate file (DEDUCTIBLE comes from each plan). */
export const RATED_ADJUSTMENT_TYPES = [
  'SMOKERSURCHARGE',
  'TRAVELLINGWITHINCANADA',
  'COMPANION',
  'EMPLOYEE',
  'FAMILYFRIENDSRESIDING',
  'FAMILYFRIENDSNOTRESIDING',
] as const;
export type RatedAdjustmentType = (typeof RATED_ADJUSTMENT_TYPES)[number];

/** Cancellation terms sold with this version (a policy keeps the terms of the version it was rated on). */
export interface CancellationTerms {
  /** Fee kept on a cancellation after the effective date. */
  readonly feeCents: Cents;
  /** Days of cover before the effective date during which the refund is full. */
  readonly fullRefundBeforeEffectiveDate: boolean;
  /** After a claim nothing is refunded. */
  readonly refundAfterClaim: boolean;
}

export interface RateTable {
  /** True for the sample files shipped with the product: the numbers are not an insurer's. */
  readonly sample: boolean;
  readonly notice: string;
  readonly effectiveDate: CalendarDate;
  readonly currency: 'CAD';
  /** Family premium = this multiple of the eldest member's single premium (20,000 = ×2). */
  readonly familyMultiplierBps: number;
  readonly plans: Readonly<Partial<Record<PlanCode, PlanRates>>>;
  readonly benefits: Readonly<Partial<Record<BenefitCode, BenefitRates>>>;
  readonly adjustments: Readonly<Record<RatedAdjustmentType, AdjustmentRate>>;
  /** Premium tax by province (bps of the premium after adjustments); a missing province is untaxed. */
  readonly taxBps: Readonly<Partial<Record<Province, number>>>;
  readonly cancellation: CancellationTerms;
}

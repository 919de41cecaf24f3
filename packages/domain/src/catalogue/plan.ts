import type { PlanClass, PlanCode, TravellerCategory } from '../shared/enums';
import type { PlanBenefit } from './benefit';
import type { PlanEligibility } from './eligibility';
import type { Localized } from './localized';

/** DAILY: the rate is per day of cover; ANNUAL: the rate buys a 365-day multi-trip policy. */
export const RATE_BASES = ['DAILY', 'ANNUAL'] as const;
export type RateBasis = (typeof RATE_BASES)[number];

/**
 * Besides age, what selects the rate in a plan's table: nothing, the coverage amount (visitors), the
 * days per trip (multi-trip) or the student type.
 */
export const RATE_KEYS = ['NONE', 'COVERAGE_AMOUNT', 'DAYS_PER_TRIP', 'STUDENT_TYPE'] as const;
export type RateKey = (typeof RATE_KEYS)[number];
/** The single column name used in rate tables of plans rated by age only. */
export const NO_RATE_KEY = 'ALL';

export interface PlanContent {
  readonly name: string;
  readonly summary: string;
  readonly details: string;
  readonly eligibility: string;
  readonly exclusion: string;
}

/** The parameters a traveller picks on the product card; values are dollars or days, not money. */
export interface PlanOptions {
  readonly deductibles: readonly number[];
  readonly coverageAmounts: readonly number[];
  readonly daysPerTrip: readonly number[];
}

export interface PlanDefinition {
  readonly code: PlanCode;
  readonly planClass: PlanClass;
  readonly categories: readonly TravellerCategory[];
  readonly basis: RateBasis;
  readonly rateKey: RateKey;
  readonly options: PlanOptions;
  readonly eligibility: PlanEligibility;
  readonly benefits: readonly PlanBenefit[];
  readonly content: Localized<PlanContent>;
}

import type { Province, StudentType } from '../shared/enums';

/** A coverage amount that is sold only up to an age (150,000 only to 69 for visitors). */
export interface CoverageAgeLimit {
  readonly coverageAmount: number;
  readonly maxAge: number;
}

/** Who may buy a plan: ages in whole years unless said otherwise, trip days counted inclusively. */
export interface PlanEligibility {
  /** Youngest traveller, in days of life on the reference date (visitors: 30 days). */
  readonly minAgeDays: number;
  /** Oldest traveller, in whole years (inclusive). */
  readonly maxAge: number;
  /** From this age the medical questionnaire is required; null when the plan never asks it. */
  readonly mqFromAge: number | null;
  readonly familyOffered: boolean;
  /** Oldest member of a family (public rule: 59). */
  readonly familyMaxAge: number;
  readonly minTripDays: number;
  readonly maxTripDays: number;
  /** Super-visa applicants may buy the plan (MAIH: no). */
  readonly superVisaAllowed: boolean;
  readonly coverageAgeLimits: readonly CoverageAgeLimit[];
  /** Provinces where the plan is sold (the province of residence, or of stay for visitors). */
  readonly provinces: readonly Province[];
  /** Student plans: which student types; empty for the other plans. */
  readonly studentTypes: readonly StudentType[];
  /** Canadian students must hold provincial health coverage. */
  readonly provincialHealthRequired: boolean;
  /** Top-up: existing coverage days plus top-up days may not exceed this; null elsewhere. */
  readonly maxTopUpTotalDays: number | null;
}

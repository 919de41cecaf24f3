import type { BenefitCode, BenefitDefinition } from '../catalogue/benefit';
import type { MedicalQuestionnaire } from '../catalogue/medical-questionnaire';
import type { NeedsAnalysisQuestionnaire } from '../catalogue/needs-analysis';
import type { PlanDefinition } from '../catalogue/plan';
import type { BenefitRateBasis, RatedAdjustmentType, RateTable } from '../catalogue/rate-table';
import type { CalendarDate } from '../shared/calendar-date';
import type { PlanClass, PlanCode, TravellerCategory } from '../shared/enums';

/**
 * The catalogue after its checks, with lookups computed once on load so that pricing a plan is a few
 * array reads: rates are arrays indexed by age, options are maps.
 */
export const MAX_RATED_AGE = 130;

export interface PreparedPlanRates {
  /** Rate per age (index) for each rate-key column; NaN where no band covers the age. */
  readonly byColumn: ReadonlyMap<string | number, Float64Array>;
  readonly deductibleDiscountBps: ReadonlyMap<number, number>;
  readonly mqFactorBps: ReadonlyMap<string, number>;
}

export interface PreparedBenefitRates {
  readonly basis: BenefitRateBasis;
  readonly byAge: Float64Array;
  readonly maxTripCostCents: number | null;
}

export interface PreparedAdjustment {
  readonly bps: number;
  readonly plans: ReadonlySet<PlanCode>;
}

export interface PreparedRates {
  readonly effectiveDate: CalendarDate;
  readonly table: RateTable;
  readonly plans: ReadonlyMap<PlanCode, PreparedPlanRates>;
  readonly benefits: ReadonlyMap<BenefitCode, PreparedBenefitRates>;
  readonly adjustments: Readonly<Record<RatedAdjustmentType, PreparedAdjustment>>;
  readonly familyMultiplier: number;
}

export interface PreparedQuestion {
  readonly valid: ReadonlySet<string>;
  readonly points: ReadonlyMap<string, number>;
  readonly knockOuts: ReadonlySet<string>;
}

export interface PreparedQuestionnaire {
  readonly questionnaire: MedicalQuestionnaire;
  readonly questions: ReadonlyMap<string, PreparedQuestion>;
}

export interface RatingCatalogue {
  readonly plans: ReadonlyMap<PlanCode, PlanDefinition>;
  readonly plansByCategory: ReadonlyMap<TravellerCategory, readonly PlanDefinition[]>;
  readonly benefits: ReadonlyMap<BenefitCode, BenefitDefinition>;
  /** Ascending by effective date. */
  readonly versions: readonly PreparedRates[];
  readonly questionnaires: ReadonlyMap<PlanClass, PreparedQuestionnaire>;
  readonly needsAnalysis: NeedsAnalysisQuestionnaire;
}

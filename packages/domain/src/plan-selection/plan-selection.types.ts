import type { CalendarDate } from '../shared/calendar-date';
import type { Cents } from '../shared/money';
import type { CardParameterValues } from '../product-card/product-card.types';

/** Product types of the traveller plan state (spec 3). */
export const PLAN_PRODUCT_TYPES = ['plan', 'optionalBenefit', 'addon'] as const;
export type PlanProductType = (typeof PLAN_PRODUCT_TYPES)[number];
export type BenefitProductType = Exclude<PlanProductType, 'plan'>;

/** One line of a traveller's selection. */
export interface SelectedProduct {
  readonly code: string;
  readonly type: PlanProductType;
  /** Premium before adjustments and taxes. */
  readonly premium: Cents;
  /** What the traveller pays for this line; the traveller total is the sum of these. */
  readonly total: Cents;
  /** For an optional benefit or add-on: the code of the plan it belongs to. */
  readonly parentCode?: string;
}

export interface BenefitEligibility {
  readonly code: string;
  readonly eligible: boolean;
}

/** Parameters chosen on one plan's card for one traveller (spec 3: trip params per paxId and plan). */
export interface TripParamsEntry {
  readonly plan: string;
  readonly values: CardParameterValues;
}

export interface TravellerPlans {
  /** The traveller's reference number, from 1. */
  readonly paxId: number;
  readonly age: number | undefined;
  readonly dateOfBirth: CalendarDate | undefined;
  /** At most one product of type plan, and benefits only of that plan. */
  readonly products: readonly SelectedProduct[];
  readonly tripParams: readonly TripParamsEntry[];
  /** Exclusion notices of the chosen plan for this traveller (codes); they go with the plan. */
  readonly exclusions: readonly string[];
  /** Which benefits of the chosen plan this traveller may have; they go with the plan. */
  readonly eligibility: readonly BenefitEligibility[];
  /** Coverage amount of the chosen plan in dollars (999999 = unlimited), when it has one. */
  readonly coverage: number | undefined;
}

/** The traveller plan state (spec 3), one entry per traveller in the order they appeared. */
export interface TravellerPlanState {
  readonly travellers: readonly TravellerPlans[];
}

export const emptyTravellerPlanState: TravellerPlanState = { travellers: [] };

/** What the user chose when adding a plan for a traveller. */
export interface PlanChoice {
  readonly paxId: number;
  readonly age?: number;
  readonly dateOfBirth?: CalendarDate;
  readonly code: string;
  readonly premium: Cents;
  readonly total: Cents;
  readonly coverage?: number;
}

export interface BenefitChoice {
  readonly paxId: number;
  readonly parentCode: string;
  readonly code: string;
  readonly type: BenefitProductType;
  readonly premium: Cents;
  readonly total: Cents;
}

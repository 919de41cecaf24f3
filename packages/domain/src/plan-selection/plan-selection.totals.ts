import { sumCents, type Cents } from '../shared/money';
import type { SelectedProduct, TravellerPlanState, TravellerPlans } from './plan-selection.types';

export interface TravellerPlanSummary {
  readonly paxId: number;
  readonly lines: readonly SelectedProduct[];
  readonly total: Cents;
}

export interface PlanSelectionSummary {
  readonly travellers: readonly TravellerPlanSummary[];
  readonly total: Cents;
}

/** A traveller's total: the sum of the lines shown for them, never computed another way. */
export const travellerTotal = (traveller: TravellerPlans): Cents =>
  sumCents(traveller.products.map((p) => p.total));

/** Per-traveller lines and totals, and the overall total as the sum of the per-traveller totals. */
export const planSelectionSummary = (state: TravellerPlanState): PlanSelectionSummary => {
  const travellers = state.travellers
    .filter((t) => t.products.length > 0)
    .map((t) => ({ paxId: t.paxId, lines: t.products, total: travellerTotal(t) }));
  return { travellers, total: sumCents(travellers.map((t) => t.total)) };
};

export const planSelectionTotal = (state: TravellerPlanState): Cents => planSelectionSummary(state).total;

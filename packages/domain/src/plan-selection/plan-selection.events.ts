import type { CardParameterValues } from '../product-card/product-card.types';
import {
  benefitAdded,
  benefitRemoved,
  clearAll,
  eligibilityReported,
  exclusionsReported,
  planAdded,
  travellerRemoved,
  tripParamsChanged,
} from './plan-selection';
import type {
  BenefitChoice,
  BenefitEligibility,
  PlanChoice,
  TravellerPlanState,
} from './plan-selection.types';

/** The same transitions as one reducer, for stores that replay or persist events. */
export type PlanSelectionEvent =
  | { readonly type: 'planAdded'; readonly choice: PlanChoice }
  | { readonly type: 'benefitAdded'; readonly choice: BenefitChoice }
  | { readonly type: 'benefitRemoved'; readonly paxId: number; readonly code: string }
  | { readonly type: 'travellerRemoved'; readonly paxId: number }
  | { readonly type: 'clearAll' }
  | {
      readonly type: 'tripParamsChanged';
      readonly paxId: number;
      readonly plan: string;
      readonly values: CardParameterValues;
    }
  | {
      readonly type: 'eligibilityReported';
      readonly paxId: number;
      readonly entries: readonly BenefitEligibility[];
    }
  | { readonly type: 'exclusionsReported'; readonly paxId: number; readonly codes: readonly string[] };

export const planSelectionReducer = (
  state: TravellerPlanState,
  event: PlanSelectionEvent,
): TravellerPlanState => {
  switch (event.type) {
    case 'planAdded':
      return planAdded(state, event.choice);
    case 'benefitAdded':
      return benefitAdded(state, event.choice);
    case 'benefitRemoved':
      return benefitRemoved(state, event.paxId, event.code);
    case 'travellerRemoved':
      return travellerRemoved(state, event.paxId);
    case 'clearAll':
      return clearAll(state);
    case 'tripParamsChanged':
      return tripParamsChanged(state, event.paxId, event.plan, event.values);
    case 'eligibilityReported':
      return eligibilityReported(state, event.paxId, event.entries);
    case 'exclusionsReported':
      return exclusionsReported(state, event.paxId, event.codes);
  }
};

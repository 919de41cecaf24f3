import type { PlanContentView } from '@tripx/application';
import {
  benefitAdded,
  benefitRemoved,
  cardParameterValues,
  planAdded,
  travellerPlans,
  travellerRemoved,
  tripParamsChanged,
  type ProductCardState,
  type TravellerPlanState,
} from '@tripx/domain';
import type { PlanLine } from './plan-cards';

export interface ChosenCard {
  readonly paxId: number;
  readonly age: number | undefined;
  readonly card: ProductCardState;
  /** The traveller's priced line of the card's plan. */
  readonly line: PlanLine | undefined;
  readonly addons: readonly string[];
  readonly content: PlanContentView | undefined;
}

/**
 * The traveller plan state after a chosen card was priced (spec 4.6): the plan replaces the traveller's
 * products, then the chosen add-ons that the quote priced are added, each as an optional benefit or, for
 * a rider, an add-on; the card's parameters are kept as the traveller's trip params.
 */
export const withChosenCard = (state: TravellerPlanState, chosen: ChosenCard): TravellerPlanState => {
  const { paxId, card, line } = chosen;
  if (!line || line.status !== 'PRICED') return state;
  let s = planAdded(travellerRemoved(state, paxId), {
    paxId,
    code: card.code,
    premium: line.premiumCents,
    total: line.totalCents,
    ...(chosen.age !== undefined ? { age: chosen.age } : {}),
    ...(line.coverageAmount !== null ? { coverage: line.coverageAmount } : {}),
  });
  s = tripParamsChanged(s, paxId, card.code, cardParameterValues(card.inputs));
  for (const b of line.benefits.filter((x) => x.status === 'PRICED' && chosen.addons.includes(x.code))) {
    const rider = chosen.content?.benefits.find((x) => x.code === b.code)?.type === 'RIDER';
    s = benefitAdded(s, {
      paxId,
      parentCode: card.code,
      code: b.code,
      type: rider ? 'addon' : 'optionalBenefit',
      premium: b.premiumCents,
      total: b.totalCents,
    });
  }
  for (const p of travellerPlans(s, paxId)?.products ?? [])
    if (p.type !== 'plan' && !chosen.addons.includes(p.code)) s = benefitRemoved(s, paxId, p.code);
  return s;
};

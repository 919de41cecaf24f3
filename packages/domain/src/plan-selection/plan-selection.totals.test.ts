import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aBenefitChoice, aPlanChoice, arbTravellerPlanState } from '../test-support/plan-selection';
import { benefitAdded, clearAll, planAdded } from './plan-selection';
import { planSelectionSummary, planSelectionTotal, travellerTotal } from './plan-selection.totals';
import { emptyTravellerPlanState } from './plan-selection.types';

describe('plan selection totals', () => {
  it('sums each traveller’s lines and then the travellers', () => {
    let state = planAdded(emptyTravellerPlanState, aPlanChoice({ total: 10_000 }));
    state = benefitAdded(state, aBenefitChoice({ total: 1_234 }));
    state = planAdded(state, aPlanChoice({ paxId: 2, total: 5_001 }));
    expect(planSelectionSummary(state)).toMatchObject({
      travellers: [
        { paxId: 1, total: 11_234 },
        { paxId: 2, total: 5_001 },
      ],
      total: 16_235,
    });
  });

  it('a cleared selection totals 0 and lists no traveller', () => {
    const state = clearAll(planAdded(emptyTravellerPlanState, aPlanChoice()));
    expect(planSelectionSummary(state)).toEqual({ travellers: [], total: 0 });
  });

  it('property: every total is the sum of the parts it shows', () => {
    fc.assert(
      fc.property(arbTravellerPlanState, (state) => {
        const summary = planSelectionSummary(state);
        for (const t of summary.travellers) {
          expect(t.total).toBe(t.lines.reduce((sum, line) => sum + line.total, 0));
          expect(Number.isSafeInteger(t.total)).toBe(true);
        }
        expect(summary.total).toBe(summary.travellers.reduce((sum, t) => sum + t.total, 0));
        const allLines = state.travellers.flatMap((t) => t.products).reduce((sum, p) => sum + p.total, 0);
        expect(planSelectionTotal(state)).toBe(allLines);
        expect(state.travellers.reduce((sum, t) => sum + travellerTotal(t), 0)).toBe(allLines);
      }),
    );
  });
});

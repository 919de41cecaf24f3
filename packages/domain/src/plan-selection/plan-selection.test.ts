import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aBenefitChoice,
  aPlanChoice,
  arbBenefitChoice,
  arbPaxId,
  arbPlanChoice,
  arbPlanSelectionEvent,
  arbTravellerPlanState,
} from '../test-support/plan-selection';
import {
  benefitAdded,
  benefitRemoved,
  chosenPlan,
  clearAll,
  eligibilityReported,
  exclusionsReported,
  planAdded,
  travellerPlans,
  travellerRemoved,
  tripParamsChanged,
} from './plan-selection';
import { planSelectionReducer } from './plan-selection.events';
import { emptyTravellerPlanState, type TravellerPlanState } from './plan-selection.types';

const withPlan = (): TravellerPlanState => planAdded(emptyTravellerPlanState, aPlanChoice());

describe('plan selection (spec 4.6)', () => {
  it('adds a plan for a new traveller with age and date of birth', () => {
    const state = withPlan();
    expect(state.travellers).toEqual([
      {
        paxId: 1,
        age: 34,
        dateOfBirth: '1991-05-02',
        products: [{ code: 'SEMH', type: 'plan', premium: 8_500, total: 9_180 }],
        tripParams: [],
        exclusions: [],
        eligibility: [],
        coverage: undefined,
      },
    ]);
  });

  it("replaces the traveller's products and clears exclusions and eligibility", () => {
    let state = benefitAdded(withPlan(), aBenefitChoice());
    state = exclusionsReported(state, 1, ['PRE_EXISTING']);
    state = eligibilityReported(state, 1, [{ code: 'TCI', eligible: false }]);
    state = planAdded(state, aPlanChoice({ code: 'MEMH', premium: 20_000, total: 21_600 }));
    const t = travellerPlans(state, 1);
    expect(t?.products).toEqual([{ code: 'MEMH', type: 'plan', premium: 20_000, total: 21_600 }]);
    expect(t?.exclusions).toEqual([]);
    expect(t?.eligibility).toEqual([]);
  });

  it('leaves other travellers alone', () => {
    const state = planAdded(withPlan(), aPlanChoice({ paxId: 2, code: 'MEMH' }));
    expect(travellerPlans(state, 1)?.products.map((p) => p.code)).toEqual(['SEMH']);
    expect(travellerPlans(state, 2)?.products.map((p) => p.code)).toEqual(['MEMH']);
  });

  it('ignores the same plan code again, even at another price', () => {
    const state = benefitAdded(withPlan(), aBenefitChoice());
    expect(planAdded(state, aPlanChoice({ premium: 1, total: 2 }))).toBe(state);
  });

  it('ignores a plan whose total is 0 or less', () => {
    expect(planAdded(emptyTravellerPlanState, aPlanChoice({ total: 0 }))).toBe(emptyTravellerPlanState);
    expect(
      planAdded(withPlan(), aPlanChoice({ code: 'MEMH', total: -1 })).travellers[0]?.products[0]?.code,
    ).toBe('SEMH');
  });

  it('ignores nonsense: a traveller number below 1, an empty code, fractional cents', () => {
    const s = emptyTravellerPlanState;
    expect(planAdded(s, aPlanChoice({ paxId: 0 }))).toBe(s);
    expect(planAdded(s, aPlanChoice({ code: ' ' }))).toBe(s);
    expect(planAdded(s, aPlanChoice({ total: 10.5 }))).toBe(s);
  });

  it('adds a benefit only when the traveller has the parent plan with a premium', () => {
    expect(travellerPlans(benefitAdded(withPlan(), aBenefitChoice()), 1)?.products).toContainEqual({
      code: 'TCI',
      type: 'optionalBenefit',
      premium: 2_000,
      total: 2_160,
      parentCode: 'SEMH',
    });
    expect(benefitAdded(emptyTravellerPlanState, aBenefitChoice())).toBe(emptyTravellerPlanState);
    const otherParent = withPlan();
    expect(benefitAdded(otherParent, aBenefitChoice({ parentCode: 'MEMH' }))).toBe(otherParent);
    const noPremium = planAdded(emptyTravellerPlanState, aPlanChoice({ premium: 0, total: 500 }));
    expect(benefitAdded(noPremium, aBenefitChoice())).toBe(noPremium);
  });

  it('adding the same benefit again replaces its line', () => {
    const state = benefitAdded(benefitAdded(withPlan(), aBenefitChoice()), aBenefitChoice({ total: 3_000 }));
    expect(
      travellerPlans(state, 1)
        ?.products.filter((p) => p.code === 'TCI')
        .map((p) => p.total),
    ).toEqual([3_000]);
  });

  it('removes a benefit but never the plan that way', () => {
    const state = benefitAdded(withPlan(), aBenefitChoice({ type: 'addon', code: 'BAG' }));
    expect(travellerPlans(benefitRemoved(state, 1, 'BAG'), 1)?.products.map((p) => p.code)).toEqual(['SEMH']);
    expect(benefitRemoved(state, 1, 'SEMH')).toBe(state);
  });

  it('removing a traveller drops products and trip params but keeps age and date of birth', () => {
    let state = tripParamsChanged(withPlan(), 1, 'SEMH', { deductible: 500 });
    state = travellerRemoved(state, 1);
    expect(travellerPlans(state, 1)).toMatchObject({
      age: 34,
      dateOfBirth: '1991-05-02',
      products: [],
      tripParams: [],
    });
  });

  it('clear all empties every traveller’s products', () => {
    const state = clearAll(planAdded(withPlan(), aPlanChoice({ paxId: 2 })));
    expect(state.travellers.map((t) => t.products)).toEqual([[], []]);
  });

  it('keeps trip params per plan, replacing those of the same plan', () => {
    let state = tripParamsChanged(withPlan(), 1, 'SEMH', { deductible: 500 });
    state = tripParamsChanged(state, 1, 'MEMH', { daysPerTrip: 10 });
    state = tripParamsChanged(state, 1, 'SEMH', { deductible: 1_000 });
    expect(travellerPlans(state, 1)?.tripParams).toEqual([
      { plan: 'MEMH', values: { daysPerTrip: 10 } },
      { plan: 'SEMH', values: { deductible: 1_000 } },
    ]);
  });

  it('the reducer runs the same transitions', () => {
    const state = planSelectionReducer(emptyTravellerPlanState, { type: 'planAdded', choice: aPlanChoice() });
    expect(state).toEqual(withPlan());
    expect(planSelectionReducer(state, { type: 'travellerRemoved', paxId: 1 })).toEqual(
      travellerRemoved(state, 1),
    );
  });

  it('property: planAdded leaves exactly one plan for that traveller, never with a total of 0 or less', () => {
    fc.assert(
      fc.property(arbTravellerPlanState, arbPlanChoice, (state, choice) => {
        const next = planAdded(state, choice);
        const plans = travellerPlans(next, choice.paxId)?.products.filter((p) => p.type === 'plan') ?? [];
        const before = chosenPlan(travellerPlans(state, choice.paxId));
        if (choice.total > 0 || before) expect(plans).toHaveLength(1);
        else expect(plans).toHaveLength(0);
        for (const t of next.travellers)
          for (const p of t.products) expect(p.total > 0 || p.type !== 'plan').toBe(true);
        if (choice.total > 0) expect(plans[0]?.code).toBe(choice.code);
      }),
    );
  });

  it('property: adding the same plan twice is the same as adding it once', () => {
    fc.assert(
      fc.property(arbTravellerPlanState, arbPlanChoice, (state, choice) => {
        const once = planAdded(state, choice);
        expect(planAdded(once, choice)).toEqual(once);
      }),
    );
  });

  it('property: in every reachable state a benefit sits beside its parent plan with a premium', () => {
    fc.assert(
      fc.property(fc.array(arbPlanSelectionEvent, { maxLength: 40 }), (events) => {
        let state = emptyTravellerPlanState;
        for (const event of events) {
          state = planSelectionReducer(state, event);
          for (const t of state.travellers) {
            const plans = t.products.filter((p) => p.type === 'plan');
            expect(plans.length).toBeLessThanOrEqual(1);
            for (const b of t.products.filter((p) => p.type !== 'plan')) {
              expect(b.parentCode).toBe(plans[0]?.code);
              expect(plans[0]?.premium).toBeGreaterThan(0);
            }
          }
        }
      }),
    );
  });

  it('property: travellerRemoved keeps age and date of birth and drops products and trip params', () => {
    fc.assert(
      fc.property(arbTravellerPlanState, arbPaxId, (state, paxId) => {
        const before = travellerPlans(state, paxId);
        const after = travellerPlans(travellerRemoved(state, paxId), paxId);
        expect(after?.age).toBe(before?.age);
        expect(after?.dateOfBirth).toBe(before?.dateOfBirth);
        if (after) expect([after.products, after.tripParams]).toEqual([[], []]);
        const others = (s: TravellerPlanState) => s.travellers.filter((t) => t.paxId !== paxId);
        expect(others(travellerRemoved(state, paxId))).toEqual(others(state));
      }),
    );
  });

  it('property: a benefit is added only when its parent plan with a premium is there', () => {
    fc.assert(
      fc.property(arbTravellerPlanState, arbBenefitChoice, (state, choice) => {
        const plan = chosenPlan(travellerPlans(state, choice.paxId));
        const added = travellerPlans(benefitAdded(state, choice), choice.paxId)?.products.find(
          (p) => p.code === choice.code && p.type !== 'plan',
        );
        const allowed = plan !== undefined && plan.code === choice.parentCode && plan.premium > 0;
        if (allowed) {
          expect(added).toEqual({
            code: choice.code,
            type: choice.type,
            premium: choice.premium,
            total: choice.total,
            parentCode: plan.code,
          });
        } else {
          expect(benefitAdded(state, choice)).toBe(state);
        }
      }),
    );
  });
});

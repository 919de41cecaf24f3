import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEDUCTIBLE_PLAN_CODES } from '../shared/enums';
import { aProductCard, aTopUpContext, arbProductCard } from '../test-support/plan-selection';
import { calculateEnabled, cardParameterErrors, cardValid, mqDeductibleError } from './card-parameters';
import { cardInputNumber } from './card-inputs';
import type { CardParameterNeeds, ProductCardState } from './product-card.types';

const NONE: CardParameterNeeds = {
  deductible: false,
  tripDays: false,
  tripCost: false,
  coverageAmount: false,
  sumInsuredAfter: false,
};
const asking = (needs: Partial<CardParameterNeeds>, rest: Partial<ProductCardState> = {}): ProductCardState =>
  aProductCard({ needs: { ...NONE, ...needs }, ...rest });
const codes = (card: ProductCardState) => cardParameterErrors(card).map((e) => e.code);
const TAKEN = { required: true, taken: true, eligible: true, progress: 'ELIGIBLE' as const };

describe('card parameters (spec 5.3)', () => {
  it('tripDaysRequired', () => {
    expect(cardParameterErrors(asking({ tripDays: true }))).toEqual([
      { field: 'tripDays', code: 'tripDaysRequired' },
    ]);
  });

  it('tripCostRequired', () => {
    expect(cardParameterErrors(asking({ tripCost: true }))).toEqual([
      { field: 'tripCost', code: 'tripCostRequired' },
    ]);
  });

  it('coverageAmountRequired', () => {
    expect(codes(asking({ coverageAmount: true }))).toEqual(['coverageAmountRequired']);
  });

  it('deductibleRequired and sumInsuredAfterRequired', () => {
    expect(codes(asking({ deductible: true }))).toEqual(['deductibleRequired']);
    expect(codes(asking({ sumInsuredAfter: true }))).toEqual(['sumInsuredAfterRequired']);
  });

  it('tripCostExceedsMax carries the maximum in cents', () => {
    const card = asking(
      { tripCost: true },
      { tripCostMaxAmt: 1_000_000, inputs: { tripDays: '', tripCost: '10001' } },
    );
    expect(cardParameterErrors(card)).toEqual([
      { field: 'tripCost', code: 'tripCostExceedsMax', params: { tripCostMaxAmt: 1_000_000 } },
    ]);
    expect(codes({ ...card, inputs: { tripDays: '', tripCost: '10000' } })).toEqual([]);
  });

  it('mqDeductibleRequired: a deductible plan needs a deductible above 0 once the MQ is taken', () => {
    const card = asking(
      { deductible: true },
      { code: 'SEMH', mq: TAKEN, inputs: { tripDays: '', tripCost: '', deductible: 0 } },
    );
    expect(cardParameterErrors(card)).toEqual([{ field: 'deductible', code: 'mqDeductibleRequired' }]);
    expect(mqDeductibleError({ ...card, inputs: { ...card.inputs, deductible: 500 } })).toBeUndefined();
    expect(mqDeductibleError({ ...card, code: 'STCIH' })).toBeUndefined();
    expect(mqDeductibleError({ ...card, mq: { ...TAKEN, taken: false } })).toBeUndefined();
  });

  it('the top-up errors show under trip days', () => {
    const card = asking(
      { tripDays: true },
      {
        topUp: aTopUpContext({ existingTripDaysCovered: 200, maxTopUpDays: 212 }),
        inputs: { tripDays: '13', tripCost: '' },
      },
    );
    expect(codes(card)).toEqual(['topUpDaysExceedMax']);
  });

  it('Calculate: disabled when trip days and trip cost are both empty, enabled once one is filled', () => {
    const card = asking({ tripDays: true }, { inputs: { tripDays: '', tripCost: '' } });
    expect(calculateEnabled(card)).toBe(false);
    expect(calculateEnabled({ ...card, inputs: { tripDays: '10', tripCost: '' } })).toBe(true);
  });

  it('Calculate: disabled for a missing required trip cost or coverage amount, or a trip cost above max', () => {
    expect(
      calculateEnabled(
        asking({ tripDays: true, tripCost: true }, { inputs: { tripDays: '5', tripCost: '' } }),
      ),
    ).toBe(false);
    expect(calculateEnabled(asking({ coverageAmount: true }))).toBe(false);
    expect(
      calculateEnabled(
        asking({ coverageAmount: true }, { inputs: { tripDays: '', tripCost: '', coverageAmount: 100_000 } }),
      ),
    ).toBe(true);
    const overMax = asking(
      { tripCost: true },
      { tripCostMaxAmt: 100_000, inputs: { tripDays: '', tripCost: '1001' } },
    );
    expect(calculateEnabled(overMax)).toBe(false);
    expect(calculateEnabled({ ...overMax, inputs: { tripDays: '', tripCost: '1000' } })).toBe(true);
  });

  it('Calculate: disabled while calculating and while the questionnaire hides the parameters', () => {
    expect(calculateEnabled(asking({}, { calculating: true }))).toBe(false);
    expect(calculateEnabled(asking({}, { mq: { ...TAKEN, taken: false } }))).toBe(false);
    expect(calculateEnabled(asking({}, { code: 'STCIH', mq: TAKEN }))).toBe(true);
  });

  it('card validity: needed deductible, trip days and sum insured after filled, and a positive premium', () => {
    const needs = { deductible: true, tripDays: true, sumInsuredAfter: true };
    const filled = { tripDays: '10', tripCost: '', deductible: 500, sumInsuredAfter: 10_000 };
    expect(cardValid(asking(needs, { inputs: filled, premium: 4_200 }))).toBe(true);
    expect(cardValid(asking(needs, { inputs: filled, premium: 0 }))).toBe(false);
    expect(cardValid(asking(needs, { inputs: filled }))).toBe(false);
    expect(cardValid(asking(needs, { inputs: { ...filled, tripDays: '' }, premium: 4_200 }))).toBe(false);
    expect(cardValid(asking(needs, { inputs: { ...filled, deductible: undefined }, premium: 4_200 }))).toBe(
      false,
    );
    expect(
      cardValid(asking(needs, { inputs: { ...filled, sumInsuredAfter: undefined }, premium: 4_200 })),
    ).toBe(false);
  });

  it('property: Calculate is disabled whenever the top-up days exceed the maximum', () => {
    fc.assert(
      fc.property(arbProductCard, (card) => {
        const days = cardInputNumber(card.inputs.tripDays);
        fc.pre(card.topUp !== undefined && days !== undefined);
        if (
          card.topUp &&
          days !== undefined &&
          card.topUp.existingTripDaysCovered + days > card.topUp.maxTopUpDays
        ) {
          expect(calculateEnabled(card)).toBe(false);
        }
      }),
    );
  });

  it('property: Calculate is enabled only without a blocking error, and never for a trip cost above max', () => {
    // Trip days, deductible and sum insured after are needed for a valid card, not for Calculate.
    const blocking = new Set([
      'tripCostRequired',
      'coverageAmountRequired',
      'tripCostExceedsMax',
      'topUpDaysExceedMax',
      'topUpEndBeforeApplicationDate',
      'mqDeductibleRequired',
    ]);
    fc.assert(
      fc.property(arbProductCard, (card) => {
        if (!calculateEnabled(card)) return;
        expect(cardParameterErrors(card).filter((e) => blocking.has(e.code))).toEqual([]);
        const cost = cardInputNumber(card.inputs.tripCost);
        if (card.needs.tripCost && card.tripCostMaxAmt !== undefined) {
          expect((cost ?? 0) * 100).toBeLessThanOrEqual(card.tripCostMaxAmt);
        }
      }),
    );
  });

  it('property: a valid card has a positive whole-cent premium and obeys the MQ deductible rule', () => {
    fc.assert(
      fc.property(arbProductCard, (card) => {
        if (!cardValid(card)) return;
        expect(Number.isSafeInteger(card.premium) && (card.premium ?? 0) > 0).toBe(true);
        if (card.mq.required && card.mq.taken && DEDUCTIBLE_PLAN_CODES.includes(card.code as never)) {
          expect(card.inputs.deductible).toBeGreaterThan(0);
        }
      }),
    );
  });
});

import type { AdjustmentType, PlanCode } from '../shared/enums';
import type { QuoteContext } from './quote-context';
import type { AdjustmentLine, PricedAmounts } from './quote';
import { roundParts } from './round-parts';

const NO_ADJUSTMENTS: readonly AdjustmentLine[] = Object.freeze([]);
export const ZERO_AMOUNTS: PricedAmounts = Object.freeze({
  premiumCents: 0,
  adjustments: NO_ADJUSTMENTS,
  taxCents: 0,
  totalCents: 0,
});

/** Rounds exact parts once and assembles the line (premium, adjustments in order, tax, total). */
export const amountsOf = (
  base: number,
  types: readonly AdjustmentType[],
  amounts: readonly number[],
  tax: number,
): PricedAmounts => {
  const cents = roundParts([base, ...amounts, tax]);
  let totalCents = 0;
  for (const c of cents) totalCents += c;
  const adjustments: AdjustmentLine[] = [];
  for (let i = 0; i < types.length; i++)
    adjustments.push({ type: types[i] as AdjustmentType, amountCents: cents[i + 1] as number });
  return {
    premiumCents: cents[0] as number,
    adjustments,
    taxCents: cents[cents.length - 1] as number,
    totalCents,
  };
};

/**
 * A plan line from its exact base premium. Adjustments compound, in this documented order, each on
 * the amount left by the ones before: SMOKERSURCHARGE, DEDUCTIBLE, TRAVELLINGWITHINCANADA, COMPANION,
 * then the employee one (EMPLOYEE, FAMILYFRIENDSRESIDING or FAMILYFRIENDSNOTRESIDING). Compounding
 * keeps the premium positive whatever discounts meet. Tax is a share of the adjusted premium. All
 * exact until the one rounding step. `net` (exact, before tax) is what riders are a share of.
 */
export const pricePlanLine = (
  code: PlanCode,
  base: number,
  deductibleDiscountBps: number,
  smoker: boolean,
  ctx: QuoteContext,
): { readonly amounts: PricedAmounts; readonly net: number } => {
  const { adjustments } = ctx.rates;
  const types: AdjustmentType[] = [];
  const bps: number[] = [];
  if (smoker && adjustments.SMOKERSURCHARGE.plans.has(code)) {
    types.push('SMOKERSURCHARGE');
    bps.push(adjustments.SMOKERSURCHARGE.bps);
  }
  if (deductibleDiscountBps !== 0) {
    types.push('DEDUCTIBLE');
    bps.push(-deductibleDiscountBps);
  }
  if (
    ctx.request.tripInformation.travellingWithinCanada &&
    adjustments.TRAVELLINGWITHINCANADA.plans.has(code)
  ) {
    types.push('TRAVELLINGWITHINCANADA');
    bps.push(adjustments.TRAVELLINGWITHINCANADA.bps);
  }
  if (ctx.companion && adjustments.COMPANION.plans.has(code)) {
    types.push('COMPANION');
    bps.push(adjustments.COMPANION.bps);
  }
  const employee = ctx.employeeAdjustment;
  if (employee !== null && adjustments[employee].plans.has(code)) {
    types.push(employee);
    bps.push(adjustments[employee].bps);
  }
  const amounts: number[] = [];
  let running = base;
  for (let i = 0; i < bps.length; i++) {
    const amount = (running * (bps[i] as number)) / 10_000;
    amounts.push(amount);
    running += amount;
  }
  const tax = (running * ctx.taxBps) / 10_000;
  return { amounts: amountsOf(base, types, amounts, tax), net: running };
};

import type { PlanCode } from '../shared/enums';
import type { PlanEvaluation } from './evaluate-plan';
import { priceBenefits } from './price-benefits';
import { pricePlanLine, ZERO_AMOUNTS } from './price-line';
import type { PlanReasonCode } from './pricing.codes';
import type { QuoteContext } from './quote-context';
import type { BenefitQuote, LineStatus, PlanQuote, PricedAmounts } from './quote';
import type { PlanEntry } from './quote-request';

const NO_REASONS: readonly PlanReasonCode[] = Object.freeze([]);

/** Every plan line has this one shape (one object literal: a monomorphic hot path). */
const line = (
  code: PlanCode,
  ev: PlanEvaluation,
  status: LineStatus,
  reasons: readonly PlanReasonCode[],
  family: boolean,
  amounts: PricedAmounts,
  benefits: readonly BenefitQuote[],
): PlanQuote => ({
  code,
  status,
  eligible: status === 'PRICED',
  reasons,
  family,
  days: ev.days,
  coverageAmount: ev.coverageAmount,
  deductible: ev.deductible,
  daysPerTrip: ev.daysPerTrip,
  isMqRequired: ev.isMqRequired,
  isMqTaken: ev.isMqTaken,
  isMqEligible: ev.isMqEligible,
  rateCategory: ev.rateCategory,
  premiumCents: amounts.premiumCents,
  adjustments: amounts.adjustments,
  taxCents: amounts.taxCents,
  totalCents: amounts.totalCents,
  benefits,
});

/** A line that is not priced: the evaluation's facts, zero amounts, and why. */
export const unpricedLine = (
  code: PlanCode,
  ev: PlanEvaluation,
  entry: PlanEntry,
  status: LineStatus,
  reasons: readonly PlanReasonCode[],
  family: boolean,
  ctx: QuoteContext,
  age: number,
): PlanQuote =>
  line(
    code,
    ev,
    status,
    reasons,
    family,
    ZERO_AMOUNTS,
    priceBenefits(
      { plan: ev.plan, entry, planStatus: status, planNet: 0, age, days: ev.days, extraTripCostCents: 0 },
      ctx,
    ),
  );

/** A priced line from an exact base premium (a single premium or a family share), with its benefits. */
export const pricedLine = (
  code: PlanCode,
  ev: PlanEvaluation,
  entry: PlanEntry,
  base: number,
  family: boolean,
  ctx: QuoteContext,
  age: number,
  extraTripCostCents: number,
): PlanQuote => {
  const discount = ctx.rates.plans.get(code)?.deductibleDiscountBps.get(ev.deductible) ?? 0;
  const { amounts, net } = pricePlanLine(code, base, discount, ev.smoker, ctx);
  const benefits = priceBenefits(
    { plan: ev.plan, entry, planStatus: 'PRICED', planNet: net, age, days: ev.days, extraTripCostCents },
    ctx,
  );
  return line(code, ev, 'PRICED', NO_REASONS, family, amounts, benefits);
};

/** A traveller's own line on a plan (no family). */
export const singleLine = (
  code: PlanCode,
  entry: PlanEntry,
  ev: PlanEvaluation,
  age: number,
  ctx: QuoteContext,
): PlanQuote =>
  ev.status === 'PRICED'
    ? pricedLine(code, ev, entry, ev.base, false, ctx, age, 0)
    : unpricedLine(code, ev, entry, ev.status, ev.reasons, false, ctx, age);

import type { BenefitCode } from '../catalogue/benefit';
import type { PlanDefinition } from '../catalogue/plan';
import type { BenefitType } from '../shared/enums';
import { amountsOf, ZERO_AMOUNTS } from './price-line';
import type { BenefitReasonCode } from './pricing.codes';
import type { QuoteContext } from './quote-context';
import type { BenefitQuote, LineStatus } from './quote';
import type { PlanEntry } from './quote-request';

export interface BenefitBasis {
  readonly plan: PlanDefinition | undefined;
  readonly entry: PlanEntry;
  readonly planStatus: LineStatus;
  /** The plan's exact premium after adjustments, before tax (riders are a share of it). */
  readonly planNet: number;
  readonly age: number;
  readonly days: number;
  /** Trip costs the line also insures (a family's dependents, on the first traveller). */
  readonly extraTripCostCents: number;
}

const NO_BENEFITS: readonly BenefitQuote[] = Object.freeze([]);

const notPriced = (code: BenefitCode, type: BenefitType, reason: BenefitReasonCode): BenefitQuote => ({
  code,
  type,
  status: 'NOT_ELIGIBLE',
  eligible: false,
  reasons: [reason],
  ...ZERO_AMOUNTS,
});

/**
 * Optional benefits and riders chosen on a plan entry, each on its own line (premium + tax; plan
 * discounts do not apply to them), rounded once per line. A code listed twice is priced once.
 */
export const priceBenefits = (basis: BenefitBasis, ctx: QuoteContext): readonly BenefitQuote[] => {
  if (basis.entry.optionalBenefits.length === 0) return NO_BENEFITS;
  const out: BenefitQuote[] = [];
  const seen: BenefitCode[] = [];
  for (const { code } of basis.entry.optionalBenefits) {
    if (seen.includes(code)) continue;
    seen.push(code);
    const ref = basis.plan?.benefits.find((b) => b.code === code);
    if (!ref) {
      out.push(notPriced(code, 'OPTIONAL', 'benefitNotOffered'));
      continue;
    }
    if (ref.type === 'MANDATORY') {
      out.push(notPriced(code, ref.type, 'benefitIncluded'));
      continue;
    }
    if (basis.planStatus !== 'PRICED') {
      out.push(notPriced(code, ref.type, 'benefitParent'));
      continue;
    }
    const rates = ctx.rates.benefits.get(code);
    const rate = rates?.byAge[basis.age];
    if (!rates || rate === undefined || Number.isNaN(rate)) {
      out.push(notPriced(code, ref.type, 'benefitNotRated'));
      continue;
    }
    let premium: number;
    if (rates.basis === 'TRIP_COST_BPS') {
      const own = basis.entry.tripPreference.tripCostCents;
      if (own === undefined) {
        out.push(notPriced(code, ref.type, 'tripCostRequired'));
        continue;
      }
      const insured = own + basis.extraTripCostCents;
      if (rates.maxTripCostCents !== null && insured > rates.maxTripCostCents) {
        out.push(notPriced(code, ref.type, 'tripCostGt'));
        continue;
      }
      premium = (insured * rate) / 10_000;
    } else if (rates.basis === 'FLAT') premium = rate;
    else if (rates.basis === 'DAILY') premium = rate * basis.days;
    else premium = (basis.planNet * rate) / 10_000;
    const tax = (premium * ctx.taxBps) / 10_000;
    const amounts = amountsOf(premium, [], [], tax);
    out.push({
      code,
      type: ref.type,
      status: 'PRICED',
      eligible: true,
      reasons: [],
      premiumCents: amounts.premiumCents,
      adjustments: amounts.adjustments,
      taxCents: amounts.taxCents,
      totalCents: amounts.totalCents,
    });
  }
  return out;
};

import type { BenefitCode } from '../catalogue/benefit';
import type { PlanDefinition } from '../catalogue/plan';
import { NO_RATE_KEY } from '../catalogue/plan';
import type { AgeBand, PlanRates, RateTable } from '../catalogue/rate-table';
import { RATED_ADJUSTMENT_TYPES } from '../catalogue/rate-table';
import type { PlanClass, PlanCode } from '../shared/enums';
import { fieldError, type FieldError } from '../shared/result';
import type { CatalogueCode } from './pricing.codes';

type Errors = FieldError<CatalogueCode>[];

/** The columns a plan's table must have, from the plan's rate key and options. */
export const rateColumns = (plan: PlanDefinition): readonly string[] => {
  switch (plan.rateKey) {
    case 'NONE':
      return [NO_RATE_KEY];
    case 'COVERAGE_AMOUNT':
      return plan.options.coverageAmounts.map(String);
    case 'DAYS_PER_TRIP':
      return plan.options.daysPerTrip.map(String);
    case 'STUDENT_TYPE':
      return plan.eligibility.studentTypes;
  }
};

/** Bands start at 0, follow each other without gap or overlap and reach `upTo`. */
const checkBands = <R>(bands: readonly AgeBand<R>[], upTo: number, at: string, errors: Errors): void => {
  let next = 0;
  bands.forEach((band, i) => {
    if (band.minAge !== next || band.maxAge < band.minAge)
      errors.push(fieldError(`${at}.${i}.minAge`, 'ageBandsOrder'));
    next = band.maxAge + 1;
  });
  if (next <= upTo) errors.push(fieldError(at, 'ageBandsCoverage', { upTo }));
};

const checkPlanRates = (
  plan: PlanDefinition,
  rates: PlanRates,
  mqCategories: readonly string[],
  at: string,
  errors: Errors,
): void => {
  checkBands(rates.ageBands, plan.eligibility.maxAge, `${at}.ageBands`, errors);
  const columns = rateColumns(plan);
  rates.ageBands.forEach((band, i) => {
    let previousInBand = -Infinity;
    for (const column of columns) {
      const rate = band.rates[column];
      const where = `${at}.ageBands.${i}.rates.${column}`;
      if (rate === undefined) {
        errors.push(fieldError(where, 'rateMissing'));
        continue;
      }
      if (rate < 0) errors.push(fieldError(where, 'rateNegative'));
      const before = i > 0 ? rates.ageBands[i - 1]?.rates[column] : undefined;
      if (before !== undefined && rate < before) errors.push(fieldError(where, 'rateDecreasesWithAge'));
      // Options are listed in ascending order: more days per trip never cost less.
      if (plan.rateKey === 'DAYS_PER_TRIP' && rate < previousInBand)
        errors.push(fieldError(where, 'rateDecreasesWithDaysPerTrip'));
      previousInBand = rate;
    }
  });
  let previousDiscount = 0;
  [...plan.options.deductibles]
    .sort((a, b) => a - b)
    .forEach((deductible) => {
      const where = `${at}.deductibleDiscountBps.${deductible}`;
      const discount = rates.deductibleDiscountBps[String(deductible)];
      if (discount === undefined) return void errors.push(fieldError(where, 'deductibleDiscountMissing'));
      if (discount < 0 || discount >= 10_000) errors.push(fieldError(where, 'bpsRange'));
      if (discount < previousDiscount) errors.push(fieldError(where, 'deductibleDiscountOrder'));
      previousDiscount = Math.max(previousDiscount, discount);
    });
  if (plan.eligibility.mqFromAge === null) return;
  let previousFactor = 0;
  for (const category of mqCategories) {
    const where = `${at}.mqCategoryFactorBps.${category}`;
    const factor = rates.mqCategoryFactorBps[category];
    if (factor === undefined) {
      errors.push(fieldError(where, 'mqFactorMissing'));
      continue;
    }
    if (factor <= 0) errors.push(fieldError(where, 'bpsRange'));
    // A worse category (later in the list) never rates cheaper.
    if (factor < previousFactor) errors.push(fieldError(where, 'mqFactorOrder'));
    previousFactor = Math.max(previousFactor, factor);
  }
};

/**
 * Consistency of one rate table with the plans it prices (paths relative to the file): every plan
 * and option has a rate, rates never fall with age, discounts never fall with the deductible, worse
 * questionnaire categories never rate cheaper, percentages stay in range.
 */
export const checkRateTable = (
  table: RateTable,
  plans: readonly PlanDefinition[],
  mqCategoriesByClass: ReadonlyMap<PlanClass, readonly string[]>,
): FieldError<CatalogueCode>[] => {
  const errors: Errors = [];
  if (table.familyMultiplierBps < 10_000 || table.familyMultiplierBps > 100_000)
    errors.push(fieldError('familyMultiplierBps', 'familyMultiplierRange'));
  const known = new Set<PlanCode>(plans.map((p) => p.code));
  for (const code of Object.keys(table.plans) as PlanCode[])
    if (!known.has(code)) errors.push(fieldError(`plans.${code}`, 'planRatesUnknown'));
  const oldest = Math.max(0, ...plans.map((p) => p.eligibility.maxAge));
  const pricedBenefits = new Set<BenefitCode>();
  for (const plan of plans) {
    const rates = table.plans[plan.code];
    if (!rates) {
      errors.push(fieldError(`plans.${plan.code}`, 'planRatesMissing'));
      continue;
    }
    checkPlanRates(plan, rates, mqCategoriesByClass.get(plan.planClass) ?? [], `plans.${plan.code}`, errors);
    for (const b of plan.benefits) if (b.type !== 'MANDATORY') pricedBenefits.add(b.code);
  }
  for (const code of pricedBenefits) {
    const rates = table.benefits[code];
    const at = `benefits.${code}`;
    if (!rates) {
      errors.push(fieldError(at, 'benefitRatesMissing'));
      continue;
    }
    checkBands(rates.ageBands, oldest, `${at}.ageBands`, errors);
    rates.ageBands.forEach((band, i) => {
      if (band.rates < 0) errors.push(fieldError(`${at}.ageBands.${i}.rates`, 'rateNegative'));
      const before = rates.ageBands[i - 1]?.rates;
      if (before !== undefined && band.rates < before)
        errors.push(fieldError(`${at}.ageBands.${i}.rates`, 'rateDecreasesWithAge'));
    });
  }
  for (const type of RATED_ADJUSTMENT_TYPES) {
    const bps = table.adjustments[type].bps;
    if (bps <= -10_000 || bps > 10_000) errors.push(fieldError(`adjustments.${type}.bps`, 'bpsRange'));
  }
  for (const [province, bps] of Object.entries(table.taxBps))
    if (bps === undefined || bps < 0 || bps > 5_000)
      errors.push(fieldError(`taxBps.${province}`, 'bpsRange'));
  return errors;
};

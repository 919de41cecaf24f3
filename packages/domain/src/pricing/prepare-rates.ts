import type { BenefitCode } from '../catalogue/benefit';
import type { AgeBand, RatedAdjustmentType, RateTable } from '../catalogue/rate-table';
import type { PlanCode } from '../shared/enums';
import {
  MAX_RATED_AGE,
  type PreparedAdjustment,
  type PreparedBenefitRates,
  type PreparedPlanRates,
  type PreparedRates,
} from './prepared-catalogue';

const byAge = <R>(bands: readonly AgeBand<R>[], pick: (rates: R) => number | undefined): Float64Array => {
  const out = new Float64Array(MAX_RATED_AGE + 1).fill(Number.NaN);
  for (const band of bands) {
    const rate = pick(band.rates);
    if (rate === undefined) continue;
    for (let age = Math.max(0, band.minAge); age <= Math.min(MAX_RATED_AGE, band.maxAge); age++)
      out[age] = rate;
  }
  return out;
};

const numericKeyMap = (record: Readonly<Record<string, number>>): Map<number, number> =>
  new Map(Object.entries(record).map(([k, v]) => [Number(k), v]));

/** Builds the lookups of one (checked) rate table. */
export const prepareRates = (table: RateTable): PreparedRates => {
  const plans = new Map<PlanCode, PreparedPlanRates>();
  for (const [code, rates] of Object.entries(table.plans) as [
    PlanCode,
    NonNullable<RateTable['plans'][PlanCode]>,
  ][]) {
    const columns = new Set(rates.ageBands.flatMap((b) => Object.keys(b.rates)));
    const byColumn = new Map<string | number, Float64Array>();
    for (const column of columns) {
      const lookup = byAge(rates.ageBands, (r) => r[column]);
      byColumn.set(column, lookup);
      // Coverage amounts and days per trip are looked up by number: no string building per quote.
      if (/^\d+$/.test(column)) byColumn.set(Number(column), lookup);
    }
    plans.set(code, {
      byColumn,
      deductibleDiscountBps: numericKeyMap(rates.deductibleDiscountBps),
      mqFactorBps: new Map(Object.entries(rates.mqCategoryFactorBps)),
    });
  }
  const benefits = new Map<BenefitCode, PreparedBenefitRates>();
  for (const [code, rates] of Object.entries(table.benefits) as [
    BenefitCode,
    NonNullable<RateTable['benefits'][BenefitCode]>,
  ][]) {
    benefits.set(code, {
      basis: rates.basis,
      byAge: byAge(rates.ageBands, (r) => r),
      maxTripCostCents: rates.maxTripCostCents,
    });
  }
  const adjustment = (type: RatedAdjustmentType): PreparedAdjustment => ({
    bps: table.adjustments[type].bps,
    plans: new Set(table.adjustments[type].plans),
  });
  const adjustments: Record<RatedAdjustmentType, PreparedAdjustment> = {
    SMOKERSURCHARGE: adjustment('SMOKERSURCHARGE'),
    TRAVELLINGWITHINCANADA: adjustment('TRAVELLINGWITHINCANADA'),
    COMPANION: adjustment('COMPANION'),
    EMPLOYEE: adjustment('EMPLOYEE'),
    FAMILYFRIENDSRESIDING: adjustment('FAMILYFRIENDSRESIDING'),
    FAMILYFRIENDSNOTRESIDING: adjustment('FAMILYFRIENDSNOTRESIDING'),
  };
  return {
    effectiveDate: table.effectiveDate,
    table,
    plans,
    benefits,
    adjustments,
    familyMultiplier: table.familyMultiplierBps / 10_000,
  };
};

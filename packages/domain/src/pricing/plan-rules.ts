import type { PlanDefinition } from '../catalogue/plan';
import { addDays } from '../shared/calendar-date';
import type { PlanReasonCode } from './pricing.codes';
import type { Member, QuoteContext } from './quote-context';
import { SUPER_VISA } from './super-visa';

/** The options a plan entry chose (deductible defaults to 0). */
export interface ChosenOptions {
  readonly deductible: number;
  readonly coverageAmount: number | null;
  readonly daysPerTrip: number | null;
}

/** Reasons the plan's own rules give (age, province, options, dates), before the questionnaire. */
export const ruleReasons = (
  plan: PlanDefinition,
  chosen: ChosenOptions,
  member: Member,
  ctx: QuoteContext,
  reasons: PlanReasonCode[],
): void => {
  const { eligibility, options } = plan;
  const trip = ctx.request.tripInformation;
  const { age, ageDays } = member;
  if (!plan.categories.includes(ctx.request.travellerCategory)) reasons.push('planCategory');
  if (ageDays !== null && ageDays < eligibility.minAgeDays) reasons.push('planMinAge');
  if (age > eligibility.maxAge) reasons.push('planMaxAge');
  if (!eligibility.provinces.includes(trip.provinceOfResidence)) reasons.push('provinceNotOffered');
  if (trip.isSuperVisa && !eligibility.superVisaAllowed) reasons.push('superVisaPlan');
  if (!options.deductibles.includes(chosen.deductible)) reasons.push('deductibleOption');
  const { coverageAmount, daysPerTrip } = chosen;
  if (plan.rateKey === 'COVERAGE_AMOUNT') {
    if (coverageAmount === null) reasons.push('coverageAmountRequired');
    else {
      if (!options.coverageAmounts.includes(coverageAmount)) reasons.push('coverageAmountOption');
      if (trip.isSuperVisa && coverageAmount < SUPER_VISA.minCoverageAmount)
        reasons.push('superVisaCoverage');
      for (const limit of eligibility.coverageAgeLimits)
        if (limit.coverageAmount === coverageAmount && age > limit.maxAge) reasons.push('coverageMaxAge');
    }
  } else if (plan.rateKey === 'DAYS_PER_TRIP') {
    if (daysPerTrip === null) reasons.push('tripDaysRequired');
    else if (!options.daysPerTrip.includes(daysPerTrip)) reasons.push('daysPerTripOption');
  } else if (plan.rateKey === 'STUDENT_TYPE') {
    if (trip.studentType === undefined || !eligibility.studentTypes.includes(trip.studentType))
      reasons.push('studentTypeOption');
  }
  if (
    eligibility.provincialHealthRequired &&
    trip.studentType !== 'INTERNATIONAL' &&
    trip.provincialHealthCoverage === false
  )
    reasons.push('provincialHealthRequired');
  if (trip.isSuperVisa && eligibility.superVisaAllowed && ctx.tripDays < SUPER_VISA.minDays)
    reasons.push('superVisaDays');
};

/** Days the plan rates, and the reasons the trip's dates do not fit it. */
export const ratedDays = (plan: PlanDefinition, ctx: QuoteContext, reasons: PlanReasonCode[]): number => {
  const { eligibility } = plan;
  const trip = ctx.request.tripInformation;
  if (eligibility.maxTopUpTotalDays !== null) {
    const existing = trip.existingCoverageDays ?? 0;
    const topUp = ctx.tripDays - existing;
    if (topUp < 1) reasons.push('topUpDaysRequired');
    if (topUp > 999 || ctx.tripDays > eligibility.maxTopUpTotalDays) reasons.push('topUpDaysMax');
    if (addDays(trip.startDate, existing) < ctx.request.applicationDate) reasons.push('coverageDaysGood');
    return Math.max(topUp, 0);
  }
  if (ctx.tripDays > eligibility.maxTripDays) reasons.push('tripDurationGt');
  if (ctx.tripDays < eligibility.minTripDays) reasons.push('tripDurationLt');
  return plan.basis === 'ANNUAL' ? 365 : ctx.tripDays;
};

import { EMPLOYEE_TYPE_CODE, type PlanCode } from '../shared/enums';
import { tripDays } from '../shared/calendar-date';
import { fail, ok, type Result } from '../shared/result';
import type { RatedAdjustmentType } from '../catalogue/rate-table';
import { evaluatePlan } from './evaluate-plan';
import { singleLine } from './plan-lines';
import type { RatingCatalogue } from './prepared-catalogue';
import { priceFamilyPlan } from './price-family';
import type { QuoteRequestCode } from './pricing.codes';
import type { Member, QuoteContext } from './quote-context';
import type { PaxQuote, PlanQuote, Quote } from './quote';
import type { PlanEntry, QuoteRequest } from './quote-request';
import { selectRateVersion } from './rate-version';
import { ageReferenceDate, memberAge } from './traveller-age';
import { validateQuoteRequest } from './validate-quote-request';

const EMPLOYEE_ADJUSTMENT: Readonly<Record<'EMPL' | 'FNF_RES' | 'FNF_NONRES', RatedAdjustmentType>> = {
  EMPL: 'EMPLOYEE',
  FNF_RES: 'FAMILYFRIENDSRESIDING',
  FNF_NONRES: 'FAMILYFRIENDSNOTRESIDING',
};

const lineTotal = (line: PlanQuote): number => {
  let total = line.totalCents;
  for (const b of line.benefits) total += b.totalCents;
  return total;
};

/**
 * Prices a quote request with the rate version in force on its application date (or the pinned
 * one): per traveller and plan, eligible or why not, premium, adjustments, tax and total in cents.
 * Pure and total: a request it cannot price at all gives the field errors; anything else is a line.
 */
export const priceQuote = (
  catalogue: RatingCatalogue,
  request: QuoteRequest,
): Result<Quote, QuoteRequestCode> => {
  const errors = validateQuoteRequest(request);
  if (errors.length > 0) return fail(errors);
  const version = selectRateVersion(catalogue.versions, request.applicationDate, request.ratesVersion);
  if (!version.ok) return version;
  const rates = version.value;
  const trip = request.tripInformation;
  const ctx: QuoteContext = {
    request,
    catalogue,
    rates,
    tripDays: tripDays(trip.startDate, trip.endDate),
    taxBps: rates.table.taxBps[trip.provinceOfResidence] ?? 0,
    companion: request.travellerType === 'SINGLE' && request.paxes.length >= 2,
    employeeAdjustment: request.employeeType
      ? EMPLOYEE_ADJUSTMENT[EMPLOYEE_TYPE_CODE[request.employeeType]]
      : null,
  };
  const reference = ageReferenceDate(request);
  const paxes: Member[] = request.paxes.map((p) => ({
    referenceNumber: p.referenceNumber,
    ...(memberAge(reference, p.dateOfBirth, p.age) ?? { age: 0, ageDays: null }),
    mqAnswers: p.medicalQuestionnaires,
    mqScores: new Map(),
  }));
  const lines: PlanQuote[][] = request.paxes.map(() => []);
  if (request.travellerType === 'FAMILY') {
    const dependents: Member[] = request.dependents.map((d) => ({
      referenceNumber: d.referenceNumber,
      ...(memberAge(reference, d.dateOfBirth, undefined) ?? { age: 0, ageDays: null }),
      mqAnswers: [],
      mqScores: new Map(),
    }));
    const listings = new Map<PlanCode, { index: number; entry: PlanEntry }[]>();
    request.paxes.forEach((p, index) =>
      p.plans.forEach((entry) => {
        const list = listings.get(entry.code) ?? [];
        list.push({ index, entry });
        listings.set(entry.code, list);
      }),
    );
    for (const [code, listing] of listings)
      for (const [index, line] of priceFamilyPlan(code, listing, paxes, dependents, ctx))
        lines[index]?.push(line);
  } else {
    request.paxes.forEach((p, i) => {
      const member = paxes[i] as Member;
      for (const entry of p.plans)
        lines[i]?.push(
          singleLine(entry.code, entry, evaluatePlan(entry.code, entry, member, ctx), member.age, ctx),
        );
    });
  }
  const family = request.travellerType === 'FAMILY';
  const paxQuotes: PaxQuote[] = request.paxes.map((p, i) => {
    const plans = lines[i] ?? [];
    // Family lines are built plan by plan: put them back in the request's order.
    if (family) {
      const order = p.plans.map((e) => e.code);
      plans.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
    }
    let totalCents = 0;
    for (const line of plans) totalCents += lineTotal(line);
    return { referenceNumber: p.referenceNumber, age: paxes[i]?.age ?? 0, totalCents, plans };
  });
  let totalCents = 0;
  for (const p of paxQuotes) totalCents += p.totalCents;
  return ok({
    ratesVersion: rates.effectiveDate,
    sampleRates: rates.table.sample,
    currency: 'CAD',
    applicationDate: request.applicationDate,
    travellerCategory: request.travellerCategory,
    travellerType: request.travellerType,
    totalCents,
    paxes: paxQuotes,
  });
};

import {
  priceQuote,
  travelsWithinCanada,
  type BenefitCode,
  type CalendarDate,
  type Cents,
  type Dependent,
  type QuoteRequest,
  type RatingCatalogue,
} from '@tripx/domain';
import type { DatedDependent, PolicyRerater } from './policy-maintenance.ports';
import type { RatingContext } from './rating-context';

/**
 * A dependent's trip cost as the endorsement states it (whole dollars); an unchanged one keeps the
 * cents it was sold with, so that rounding to dollars never moves a price.
 */
const dependentOf = (sold: readonly Dependent[], d: DatedDependent): Dependent => {
  const before = sold.find((s) => s.referenceNumber === d.referenceNumber)?.tripCostCents;
  const unchanged = before !== undefined && d.tripCost === Math.round(before / 100);
  const tripCostCents = unchanged ? before : d.tripCost === undefined ? undefined : d.tripCost * 100;
  return {
    referenceNumber: d.referenceNumber,
    dateOfBirth: d.dateOfBirth,
    ...(tripCostCents !== undefined ? { tripCostCents: tripCostCents as Cents } : {}),
  };
};

/**
 * The sold request with what an endorsement may change (dates, places, add-ons, dependents) and
 * the policy's own rate version; everything else (employee type, medical answers, options, trip
 * cost, application date) stays as sold, so a change of nothing is priced as it was sold.
 */
const endorsedRequest = (
  ctx: RatingContext,
  ratesVersion: string,
  next: Parameters<PolicyRerater>[1],
): QuoteRequest => {
  const sold = ctx.request;
  const addOns = (referenceNumber: number) => {
    const policy = ctx.paxes.find((p) => p.referenceNumber === referenceNumber);
    const kept = next.paxes.find((x) => x.policyNumber === policy?.policyNumber);
    return (kept?.optionalBenefits ?? []).map((code) => ({ code: code as BenefitCode }));
  };
  const trip = sold.tripInformation;
  const places = next.destinations;
  const moved = places.join('|') !== (trip.destinations ?? []).join('|');
  return {
    ...sold,
    ratesVersion: ratesVersion as CalendarDate,
    tripInformation: {
      ...trip,
      startDate: next.startDate,
      endDate: next.endDate,
      ...(next.departureLocation ? { departureLocation: next.departureLocation } : {}),
      // New destinations decide the within-Canada discount again, as a sale does.
      ...(moved
        ? {
            destinations: places,
            travellingWithinCanada: travelsWithinCanada({ ...trip, destinations: places }),
          }
        : {}),
    },
    paxes: sold.paxes.map((p) => ({
      ...p,
      plans: p.plans.map((e) => ({ ...e, optionalBenefits: addOns(p.referenceNumber) })),
    })),
    dependents: next.dependents.flatMap((d) =>
      d.dateOfBirth === undefined ? [] : [dependentOf(sold.dependents, { ...d, dateOfBirth: d.dateOfBirth })],
    ),
  };
};

/**
 * The server's re-rater: the sold request with the endorsement's changes, priced with the same
 * pricing as a sale (`priceQuote`) at the sale's application date and rate version, so the
 * sale-date rules of a new quote never refuse an endorsement of a policy already sold. A
 * traveller's premium is its quote line's total.
 */
export const catalogueRerater =
  (catalogue: RatingCatalogue): PolicyRerater =>
  (policy, next) => {
    const ctx = policy.ratingContext;
    if (!ctx) return { ok: false, code: 'rerateFailed' };
    const priced = priceQuote(catalogue, endorsedRequest(ctx, policy.ratesVersion, next));
    if (!priced.ok) return { ok: false, code: 'rerateFailed' };
    const premiums = ctx.paxes.map((p) => ({
      policyNumber: p.policyNumber,
      premium: (priced.value.paxes.find((q) => q.referenceNumber === p.referenceNumber)?.totalCents ??
        -1) as Cents,
    }));
    return premiums.some((p) => p.premium <= 0)
      ? { ok: false, code: 'rerateFailed' }
      : { ok: true, premiums };
  };

import { priceQuote, type Cents, type RatingCatalogue } from '@tripx/domain';
import { decodeInput } from '../contracts/decode-input';
import { QuoteRequestCodec, toQuoteRequest } from '../rating/contracts/quote-request.contract';
import type { PolicyRerater } from './policy-maintenance.ports';

/**
 * The server's re-rater: the sold booking's quote facts with the changed dates, places, benefits
 * and dependents, priced with the policy's own rate version (`ratesVersion` pinned). A traveller's
 * premium is its quote line's total.
 */
export const catalogueRerater =
  (catalogue: RatingCatalogue): PolicyRerater =>
  (policy, next, today) => {
    const ctx = policy.ratingContext;
    if (!ctx) return { ok: false, code: 'rerateFailed' };
    const body = {
      language: ctx.language,
      travellerCategory: ctx.travellerCategory,
      travellerType: ctx.travellerType,
      applicationDate: ctx.applicationDate,
      ratesVersion: policy.ratesVersion,
      tripInformation: {
        ...ctx.tripInformation,
        startDate: next.startDate,
        endDate: next.endDate,
        ...(next.departureLocation ? { departureLocation: next.departureLocation } : {}),
      },
      paxes: ctx.paxes.map((p) => ({
        referenceNumber: p.referenceNumber,
        dateOfBirth: p.dateOfBirth,
        plans: [
          {
            code: p.planCode,
            ...(p.tripPreference ? { tripPreference: p.tripPreference } : {}),
            optionalBenefits: (
              next.paxes.find((x) => x.policyNumber === p.policyNumber)?.optionalBenefits ?? []
            ).map((code) => ({ code })),
          },
        ],
      })),
      dependents: next.dependents.map((d) => ({
        referenceNumber: d.referenceNumber,
        dateOfBirth: d.dateOfBirth,
        ...(d.tripCost !== undefined ? { tripCostCents: d.tripCost * 100 } : {}),
      })),
    };
    const decoded = decodeInput(QuoteRequestCodec, body);
    if (!decoded.ok) return { ok: false, code: 'rerateFailed' };
    const priced = priceQuote(catalogue, toQuoteRequest(decoded.value, today));
    if (!priced.ok) return { ok: false, code: 'rerateFailed' };
    const premiums = ctx.paxes.map((p, i) => ({
      policyNumber: p.policyNumber,
      premium: (priced.value.paxes[i]?.totalCents ?? -1) as Cents,
    }));
    return premiums.some((p) => p.premium <= 0)
      ? { ok: false, code: 'rerateFailed' }
      : { ok: true, premiums };
  };

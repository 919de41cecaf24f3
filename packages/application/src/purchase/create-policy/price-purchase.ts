import {
  applicationDayFor,
  calendarDateAt,
  priceQuote,
  quoteStanding,
  selectRateVersion,
  type CalendarDate,
  type FieldError,
  type PaxQuote,
  type PlanQuote,
  type Quote,
  type QuoteRequest,
  type RatingCatalogue,
} from '@tripx/domain';
import { toQuoteRequest } from '../../rating/contracts/quote-request.contract';
import type { QuoteReference } from '../../rating/quote-reference.port';
import type { PurchaseCaller } from '../purchase.ports';
import type { ValidPurchase } from './validate-purchase';

export interface PricedPurchase {
  readonly quote: Quote;
  /** The request the quote priced: kept with the policies so that an endorsement re-rates it. */
  readonly request: QuoteRequest;
  /** The application date the policies carry: today, or the POLICY_ADMIN's chosen day + 6 h (spec 6). */
  readonly applicationDay: CalendarDate;
  /** True when a POLICY_ADMIN chose the day (sent as that day + 6 h, spec 6). */
  readonly adminChosen: boolean;
}

/**
 * Re-rates the purchase on the server with the rate version in force on its application date (today
 * in Toronto; only a POLICY_ADMIN may choose the day, and then gets the version in force on it),
 * never with a version the body names. The buyer's quote keeps its price only while it is valid
 * (`quoteStanding`: 30 days, up to departure, same rate version; its day is believed only from a
 * server-signed reference); otherwise, or when the total differs from what the buyer saw, the answer
 * is `priceChanged` with the new price: a price is never charged silently.
 */
export const pricePurchase = (
  catalogue: RatingCatalogue,
  purchase: ValidPurchase,
  caller: PurchaseCaller,
  now: Date,
  quoteRef: QuoteReference | undefined,
):
  | { ok: true; value: PricedPurchase }
  | { ok: false; reason: 'notPriceable' | 'priceChanged'; errors: readonly FieldError[] } => {
  const today = calendarDateAt(now);
  const { day: applicationDay, chosen: adminChosen } = applicationDayFor(
    caller.claims,
    purchase.applicationDate,
    today,
  );
  const inForce = selectRateVersion(catalogue.versions, applicationDay);
  if (!inForce.ok) return { ok: false, reason: 'notPriceable', errors: inForce.errors };
  const versionInForce = inForce.value.effectiveDate;
  const request = toQuoteRequest(
    { ...purchase, applicationDate: applicationDay, ratesVersion: versionInForce },
    today,
  );
  const priced = priceQuote(catalogue, request);
  if (!priced.ok) return { ok: false, reason: 'notPriceable', errors: priced.errors };
  const quote = priced.value;
  const problems: FieldError[] = [];
  quote.paxes.forEach((p: PaxQuote, i) => {
    const line = p.plans[0] as PlanQuote | undefined;
    if (!line || !line.eligible || p.totalCents <= 0)
      problems.push({ field: `paxes.${i}.plans.0`, code: 'planNotEligible' });
  });
  if (problems.length > 0) return { ok: false, reason: 'notPriceable', errors: problems };
  const seen = purchase.paxes.map((p, i) => ({
    sent: p.payment.amountCents,
    now: quote.paxes[i]?.totalCents,
  }));
  const paxChanged = seen.some((s) => s.sent !== undefined && s.sent !== s.now);
  const standing = quoteStanding(
    {
      ratesVersion: quoteRef?.ratesVersion ?? purchase.ratesVersion,
      quotedOn: quoteRef ? calendarDateAt(new Date(quoteRef.quotedAt)) : undefined,
      // A top-up's trip has begun: its departure is no limit on the quote (PRODUCT.md).
      departure: purchase.travellerCategory === 'TOP_UP' ? undefined : purchase.tripInformation.startDate,
    },
    { applicationDay, versionInForce },
  );
  if (standing !== 'valid' || quote.totalCents !== purchase.expectedTotalCents || paxChanged)
    return {
      ok: false,
      reason: 'priceChanged',
      errors: [
        {
          field: 'expectedTotalCents',
          code: 'priceChanged',
          params: {
            expectedTotalCents: purchase.expectedTotalCents,
            totalCents: quote.totalCents,
            quote: standing,
          },
        },
      ],
    };
  return { ok: true, value: { quote, request, applicationDay, adminChosen } };
};

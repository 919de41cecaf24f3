import { daysBetween, type CalendarDate } from '../shared/calendar-date';

/** PRODUCT.md "Rates, quotes and attempts": how long a quote's price holds. */
export const QUOTE_VALID_DAYS = 30;

/** What a quote stands on: the rate version it used, the day the server made it, the departure. */
export interface QuoteTerms {
  readonly ratesVersion: CalendarDate;
  /** The Toronto day the server priced it; unknown for a quote the server cannot vouch for. */
  readonly quotedOn: CalendarDate | undefined;
  /**
   * The day coverage starts; undefined for a top-up, whose trip has already begun (its own date
   * rule, departure plus the existing coverage days, decides: PRODUCT.md "Dates decide").
   */
  readonly departure: CalendarDate | undefined;
}

export type QuoteStanding = 'valid' | 'rateVersionChanged' | 'pastDeparture' | 'expired';

/**
 * Whether a purchase on its application day may keep a quote's price (PRODUCT.md): a quote stays
 * valid for 30 days, never past its departure date (top-up excepted), nor across a change of rate version (the version
 * in force on the application day — for a POLICY_ADMIN's back-dated day, the one in force then).
 * Anything but `valid` is re-priced with the version in force and answered `priceChanged`.
 */
export const quoteStanding = (
  quote: QuoteTerms,
  purchase: { readonly applicationDay: CalendarDate; readonly versionInForce: CalendarDate },
): QuoteStanding => {
  if (quote.ratesVersion !== purchase.versionInForce) return 'rateVersionChanged';
  if (quote.departure !== undefined && purchase.applicationDay > quote.departure) return 'pastDeparture';
  if (quote.quotedOn !== undefined && daysBetween(quote.quotedOn, purchase.applicationDay) > QUOTE_VALID_DAYS)
    return 'expired';
  return 'valid';
};

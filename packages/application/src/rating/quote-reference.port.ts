import type { CalendarDate } from '@tripx/domain';

/** What a quote reference vouches for: the rate version a quote used and when the server made it. */
export interface QuoteReference {
  readonly ratesVersion: CalendarDate;
  /** ISO instant of the server's clock when it priced the quote. */
  readonly quotedAt: string;
}

/**
 * Server-signed quote references: the quote answer carries one, the purchase sends it back. The
 * server believes no quote date from the browser, only one it signed itself (HMAC, secret from
 * configuration). `read` answers undefined for anything it did not sign.
 */
export interface QuoteReferencePort {
  readonly issue: (reference: QuoteReference) => string;
  readonly read: (text: string) => QuoteReference | undefined;
}

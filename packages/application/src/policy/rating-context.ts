import type { QuoteRequest } from '@tripx/domain';
import { decodeInput } from '../contracts/decode-input';
import { QuoteRequestCodec, toQuoteRequest } from '../rating/contracts/quote-request.contract';

/**
 * What the re-rater needs beyond the endorsement snapshot: the quote request the sale was priced
 * with (employee type, medical answers, options, trip cost, rate version…), kept at purchase, and
 * which traveller (reference number) each policy number is.
 */
export interface RatingContext {
  readonly request: QuoteRequest;
  readonly paxes: readonly { readonly policyNumber: string; readonly referenceNumber: number }[];
}

/**
 * A stored sold request (JSON written at purchase, or rebuilt from an older row) as the domain
 * request, or undefined when it does not decode. The sale's application date travels with it: it
 * is never defaulted to today, so an endorsement is priced as of the sale.
 */
export const decodeSoldRequest = (stored: unknown): QuoteRequest | undefined => {
  const decoded = decodeInput(QuoteRequestCodec, stored);
  if (!decoded.ok) return undefined;
  const { applicationDate } = decoded.value;
  return applicationDate === undefined ? undefined : toQuoteRequest(decoded.value, applicationDate);
};

import { checkSale, type CalendarDate, type QuoteRequest } from '@tripx/domain';
import { Either } from 'effect';
import { QuoteRequestCodec, toQuoteRequest } from '../contracts/quote-request.contract';
import { decodeRequestBody } from '../decode-body';
import { invalidRequest, type InvalidRequest } from '../rating.errors';

/**
 * The server's word on a quote body before anything is priced: the API's io-ts contract, then every
 * sale rule on `today` (the quote form applies the same). The quote and the eligibility check (hence
 * the HTTP API, the CLI and in-process callers) all go through this one function.
 */
export const checkQuoteBody = (
  body: unknown,
  today: CalendarDate,
): Either.Either<QuoteRequest, InvalidRequest> => {
  const decoded = decodeRequestBody(QuoteRequestCodec, body);
  if (!decoded.ok) return Either.left(invalidRequest(decoded.errors));
  const sale = checkSale(toQuoteRequest(decoded.value, today), today);
  return sale.ok ? Either.right(sale.value) : Either.left(invalidRequest(sale.errors));
};

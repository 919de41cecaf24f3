import type { QuoteReference, QuoteReferencePort } from '@tripx/application';
import { parseCalendarDate } from '@tripx/domain';
import { openSignedJson, signJson } from './signed-json';

/**
 * Quote references signed with HMAC-SHA256 (`payload.signature`, base64url): the purchase believes
 * the quote's rate version and time only when this server (or another with the same
 * QUOTE_SIGNING_SECRET) signed them.
 */
export const hmacQuoteReferences = (secret: string): QuoteReferencePort => {
  // The reference last issued: under load many quotes share one millisecond, hence one reference
  // (the same text, signed once instead of once per quote; an HMAC key set-up costs ≈ 10 µs).
  let last = { ratesVersion: '', quotedAt: '', text: '' };
  return {
    issue: ({ ratesVersion, quotedAt }) => {
      if (last.quotedAt !== quotedAt || last.ratesVersion !== ratesVersion)
        last = { ratesVersion, quotedAt, text: signJson(secret, [ratesVersion, quotedAt]) };
      return last.text;
    },
    read: (text): QuoteReference | undefined => {
      const value = openSignedJson(secret, text);
      if (!Array.isArray(value)) return undefined;
      const [version, quotedAt] = value as unknown[];
      const ratesVersion = parseCalendarDate(version);
      return ratesVersion && typeof quotedAt === 'string' && !Number.isNaN(Date.parse(quotedAt))
        ? { ratesVersion, quotedAt }
        : undefined;
    },
  };
};

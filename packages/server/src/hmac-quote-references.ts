import type { QuoteReference, QuoteReferencePort } from '@tripx/application';
import { parseCalendarDate } from '@tripx/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/**
 * Quote references signed with HMAC-SHA256 (`payload.signature`, base64url): the purchase believes
 * the quote's rate version and time only when this server (or another with the same
 * QUOTE_SIGNING_SECRET) signed them.
 */
export const hmacQuoteReferences = (secret: string): QuoteReferencePort => {
  // The reference last issued: under load many quotes share one millisecond, hence one reference
  // (the same text, signed once instead of once per quote; an HMAC key set-up costs ≈ 10 µs).
  let last = { ratesVersion: '', quotedAt: '', text: '' };
  const sign = (ratesVersion: string, quotedAt: string): string => {
    const payload = Buffer.from(JSON.stringify([ratesVersion, quotedAt])).toString('base64url');
    return `${payload}.${mac(secret, payload).toString('base64url')}`;
  };
  return {
    issue: ({ ratesVersion, quotedAt }) => {
      if (last.quotedAt !== quotedAt || last.ratesVersion !== ratesVersion)
        last = { ratesVersion, quotedAt, text: sign(ratesVersion, quotedAt) };
      return last.text;
    },
    read: (text): QuoteReference | undefined => {
      const [payload, signature, extra] = text.split('.');
      if (payload === undefined || signature === undefined || extra !== undefined) return undefined;
      // Compared as text: base64url decoding ignores the last character's spare bits.
      const expected = Buffer.from(mac(secret, payload).toString('base64url'));
      const sent = Buffer.from(signature);
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return undefined;
      try {
        const [version, quotedAt] = JSON.parse(
          Buffer.from(payload, 'base64url').toString('utf8'),
        ) as unknown[];
        const ratesVersion = parseCalendarDate(version);
        return ratesVersion && typeof quotedAt === 'string' && !Number.isNaN(Date.parse(quotedAt))
          ? { ratesVersion, quotedAt }
          : undefined;
      } catch {
        return undefined;
      }
    },
  };
};

import { CARD_ENTRY_CODES } from '@tripx/application';
import { CARD_BRANDS } from '@tripx/domain';
import type { TokenizeReply } from './card-frame.controller';

/*
 * POST /tokenize's answer decoded field by field (the frame bundle stays small: no codec library in
 * it). Whatever does not read as a token or a known field code is a failed tokenization.
 */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The field code of a 400 `{ error: { fields: [{ code }] } }`, when it is one the frame knows. */
const fieldCodeOf = (body: Record<string, unknown>) => {
  const error = body['error'];
  const fields = isRecord(error) ? error['fields'] : undefined;
  const first: unknown = Array.isArray(fields) ? fields[0] : undefined;
  const code = isRecord(first) ? first['code'] : undefined;
  return isOneOf(CARD_ENTRY_CODES, code) ? code : undefined;
};

export const decodeTokenizeReply = (status: number, body: unknown): TokenizeReply => {
  const b = isRecord(body) ? body : {};
  const { dataKey, brand, last4, expiry, tokenExpiresAt } = b;
  if (
    status === 201 &&
    isText(dataKey) &&
    isOneOf(CARD_BRANDS, brand) &&
    isText(last4) &&
    isText(expiry) &&
    isText(tokenExpiresAt)
  )
    return { ok: true, dataKey, brand, last4, expiry, tokenExpiresAt };
  const fieldCode = status === 400 ? fieldCodeOf(b) : undefined;
  if (fieldCode) return { ok: false, code: fieldCode };
  return { ok: false, code: status === 403 ? 'tokenizeRefused' : 'tokenizeFailed' };
};

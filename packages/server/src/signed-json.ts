import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/** A JSON value as `payload.signature` (base64url, HMAC-SHA256): readable by anyone, forged by no one. */
export const signJson = (secret: string, value: unknown): string => {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
};

/** The value of a text `signJson` made with this secret; undefined for anything else. */
export const openSignedJson = (secret: string, text: string): unknown => {
  const [payload, signature, extra] = text.split('.');
  if (payload === undefined || signature === undefined || extra !== undefined) return undefined;
  // Compared as text: base64url decoding ignores the last character's spare bits.
  const expected = Buffer.from(mac(secret, payload).toString('base64url'));
  const sent = Buffer.from(signature);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

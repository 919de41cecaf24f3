import type { JWK } from 'oidc-provider';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isJwk = (k: unknown): k is JWK => isRecord(k) && typeof k['kty'] === 'string';

/** The signing key set, decoded: a configured or stored value that is not one stops the start. */
export const signingKeySet = (text: string): { keys: JWK[] } => {
  const parsed: unknown = JSON.parse(text);
  const keys = isRecord(parsed) ? parsed['keys'] : undefined;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every(isJwk))
    throw new Error('The OIDC signing key set is not a JWKS ({ "keys": [{ "kty": … }] })');
  return { keys };
};

import { describe, expect, it } from 'vitest';
import { signingKeySet } from './signing-key-set';

describe('signingKeySet', () => {
  it('reads a JWKS', () => {
    const keys = [{ kty: 'RSA', n: 'abc', e: 'AQAB', d: 'x' }];
    expect(signingKeySet(JSON.stringify({ keys }))).toEqual({ keys });
  });

  it('refuses what is not one: no keys, a key without kty, not an object, not JSON', () => {
    for (const text of ['{"keys":[]}', '{"keys":[{"n":"abc"}]}', '[{"kty":"RSA"}]', '{"keys":"RSA"}'])
      expect(() => signingKeySet(text)).toThrow(/not a JWKS/);
    expect(() => signingKeySet('not json')).toThrow(SyntaxError);
  });
});

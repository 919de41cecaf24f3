import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PARTNER_SCOPES,
  checkPartnerKey,
  checkPartnerKeyForm,
  parsePartnerSecret,
  partnerKeyView,
  partnerSecret,
  sameDigest,
} from './partner-key';
import {
  aStoredPartnerKey,
  arbPartnerEnvironment,
  arbPartnerKeyId,
  arbPartnerScopes,
  arbPartnerSecretRandom,
} from '../test-support/partner';

/** A stand-in digest for the properties: injective on the secrets drawn (the real one is SHA-256). */
const digestOf = (secret: string) => `d:${secret}`;
const arbSecretParts = fc.record({
  environment: arbPartnerEnvironment,
  keyId: arbPartnerKeyId,
  random: arbPartnerSecretRandom,
});

describe('partner key secrets', () => {
  it('property: a secret parses back to the key id and environment it was made with', () => {
    fc.assert(
      fc.property(arbSecretParts, ({ environment, keyId, random }) => {
        expect(parsePartnerSecret(partnerSecret(environment, keyId, random))).toEqual({ environment, keyId });
      }),
    );
  });

  it('refuses what is not one of our secrets', () => {
    const good = partnerSecret('test', 'abcdefghij012345', 'A'.repeat(43));
    expect(parsePartnerSecret(good)).toEqual({ environment: 'test', keyId: 'abcdefghij012345' });
    for (const bad of [
      '',
      good.replace('tpx_test', 'tpx_prod'),
      good.slice(0, -1),
      `${good}A`,
      good.replace('abcdefghij012345', 'ABCDEFGHIJ012345'),
      ` ${good}`,
    ])
      expect(parsePartnerSecret(bad)).toBeUndefined();
  });

  it('property: a secret authenticates its own key only, and a revoked key never', () => {
    fc.assert(
      fc.property(arbSecretParts, arbSecretParts, fc.boolean(), (own, other, revoked) => {
        const secret = partnerSecret(own.environment, own.keyId, own.random);
        const stored = aStoredPartnerKey({
          id: own.keyId,
          environment: own.environment,
          secretHash: digestOf(secret),
          revokedAt: revoked ? '2026-11-27T16:00:00.000Z' : null,
        });
        const presented = (s: string) => ({
          environment: parsePartnerSecret(s)!.environment,
          digest: digestOf(s),
        });
        expect(checkPartnerKey(stored, presented(secret))).toBe(revoked ? 'revoked' : 'accepted');
        const otherSecret = partnerSecret(other.environment, other.keyId, other.random);
        if (otherSecret !== secret) expect(checkPartnerKey(stored, presented(otherSecret))).toBe('unknown');
        expect(checkPartnerKey(undefined, presented(secret))).toBe('unknown');
      }),
    );
  });

  it('a stored key of the other environment does not take the secret', () => {
    const secret = partnerSecret('test', 'abcdefghij012345', 'A'.repeat(43));
    const stored = aStoredPartnerKey({ environment: 'live', secretHash: digestOf(secret) });
    expect(checkPartnerKey(stored, { environment: 'test', digest: digestOf(secret) })).toBe('unknown');
  });

  it('property: sameDigest is string equality', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(sameDigest(a, b)).toBe(a === b);
        expect(sameDigest(a, a)).toBe(true);
      }),
    );
  });

  it('property: a listing never shows the digest', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), arbPartnerScopes, (hash, scopes) => {
        const view = partnerKeyView(aStoredPartnerKey({ secretHash: hash, scopes }));
        expect(view).not.toHaveProperty('secretHash');
        expect(JSON.stringify(view)).not.toContain(hash);
      }),
    );
  });
});

describe('partner key form', () => {
  it('keeps known scopes once each, in the order of PARTNER_SCOPES, and trims the name', () => {
    expect(
      checkPartnerKeyForm({
        name: '  Site  ',
        scopes: ['policies:read', 'quote', 'quote'],
        environment: 'test',
      }),
    ).toEqual({ ok: true, value: { name: 'Site', scopes: ['quote', 'policies:read'], environment: 'test' } });
  });

  it('pins each error code', () => {
    const errors = (form: Parameters<typeof checkPartnerKeyForm>[0]) => {
      const r = checkPartnerKeyForm(form);
      return r.ok ? [] : r.errors.map((e) => [e.field, e.code]);
    };
    expect(errors({ name: ' ', scopes: [], environment: 'prod' })).toEqual([
      ['name', 'required'],
      ['scopes', 'required'],
      ['environment', 'invalidValue'],
    ]);
    expect(errors({ name: 'x'.repeat(81), scopes: ['quote', 'admin'], environment: 'live' })).toEqual([
      ['name', 'partnerKeyNameTooLong'],
      ['scopes', 'invalidValue'],
    ]);
    expect(errors({ name: 'x'.repeat(80), scopes: ['policies:cancel'], environment: 'live' })).toEqual([
      ['scopes', 'partnerScopeNeedsRead'],
    ]);
  });

  it('property: an accepted key may cancel only if it may read', () => {
    fc.assert(
      fc.property(fc.subarray([...PARTNER_SCOPES, 'other']), arbPartnerEnvironment, (scopes, environment) => {
        const r = checkPartnerKeyForm({ name: 'Key', scopes, environment });
        if (!r.ok) return;
        expect(r.value.scopes.length).toBeGreaterThan(0);
        expect(r.value.scopes.every((s) => scopes.includes(s))).toBe(true);
        if (r.value.scopes.includes('policies:cancel')) expect(r.value.scopes).toContain('policies:read');
      }),
    );
  });
});

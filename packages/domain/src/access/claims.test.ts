import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIMS, hasAll, isClaim, toClaims, unionClaims } from './claims';
import { arbClaims } from '../test-support/access';

describe('claims', () => {
  it('lists the 32 claims of spec 6 and our one (partner keys) once each', () => {
    expect(CLAIMS).toHaveLength(33);
    expect(new Set(CLAIMS).size).toBe(33);
    expect(CLAIMS.at(-1)).toBe('PARTNER_KEY_MANAGE');
    expect(CLAIMS).toContain('POLICY_NOTE_READ');
    expect(CLAIMS).toContain('LICENSE_CREATE');
    expect(isClaim('TRIPX_CONFIG_EDIT')).toBe(true);
    expect(isClaim('policy_read')).toBe(false);
  });

  it('decodes claims from untrusted input, dropping unknown names and duplicates', () => {
    expect(toClaims(['REPORT_READ', 'ROOT', 42, 'REPORT_READ', 'POLICY_READ'])).toEqual([
      'POLICY_READ',
      'REPORT_READ',
    ]);
    expect(toClaims('POLICY_READ')).toEqual([]);
    expect(toClaims(undefined)).toEqual([]);
  });

  it('hasAll needs every claim, not just one', () => {
    expect(hasAll(['POLICY_READ'], ['POLICY_READ', 'POLICY_NOTE_READ'])).toBe(false);
    expect(hasAll(['POLICY_NOTE_READ', 'POLICY_READ'], ['POLICY_READ', 'POLICY_NOTE_READ'])).toBe(true);
    expect(hasAll([], [])).toBe(true);
  });

  it('property: hasAll(a, b) is exactly "b is a subset of a", and grows with a', () => {
    fc.assert(
      fc.property(arbClaims, arbClaims, arbClaims, (held, needed, extra) => {
        expect(hasAll(held, needed)).toBe(needed.every((c) => held.includes(c)));
        if (hasAll(held, needed)) expect(hasAll(unionClaims(held, extra), needed)).toBe(true);
        expect(hasAll(unionClaims(held, needed), needed)).toBe(true);
      }),
    );
  });
});

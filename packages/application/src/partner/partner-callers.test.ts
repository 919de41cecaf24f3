import { FEATURES, hasAll, PARTNER_ENVIRONMENTS, PARTNER_SCOPES } from '@tripx/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayActOn, policyTarget } from '../access/may-act-on';
import type { PartnerCaller } from './partner-caller';
import {
  partnerActor,
  partnerIdempotencyScope,
  partnerPurchaseCaller,
  partnerQuoteCaller,
} from './partner-callers';

const key = (overrides: Partial<PartnerCaller> = {}): PartnerCaller => ({
  keyId: 'key-1',
  organizationCode: 'MAPLE',
  scopes: [...PARTNER_SCOPES],
  environment: 'test',
  ...overrides,
});

describe('a partner key as the use cases see it', () => {
  it('reaches the policies of its own organization only: not a child, a sibling or the insurer’s', () => {
    const actor = partnerActor(key());
    const sold = (organizationCode: string, soldBy?: string) =>
      mayActOn(actor, policyTarget({ organizationCode, soldBy }));
    expect(sold('MAPLE')).toBe(true);
    expect(sold('MAPLE', 'prf-someone')).toBe(true);
    for (const other of ['MAPLE-MTL', 'CM', 'NORTHBANK']) expect(sold(other)).toBe(false);
  });

  it('holds the claims of its scopes and no others (property over every set of scopes)', () => {
    fc.assert(
      fc.property(fc.subarray([...PARTNER_SCOPES]), (scopes) => {
        const claims = partnerActor(key({ scopes })).claims;
        expect(hasAll(claims, FEATURES.cancelPolicy)).toBe(scopes.includes('policies:cancel'));
        expect(hasAll(claims, FEATURES.payment)).toBe(scopes.includes('bind'));
        expect(hasAll(claims, FEATURES.viewPolicies)).toBe(
          scopes.includes('policies:read') || scopes.includes('policies:cancel'),
        );
        expect(partnerPurchaseCaller(key({ scopes })).claims).toEqual(claims);
      }),
    );
  });

  it('quotes and buys for the key’s organization, under its licences, never as a person', () => {
    expect(partnerQuoteCaller(key())).toEqual({
      organizationCode: 'MAPLE',
      seller: { profileRef: null, userType: null, partnerOrganization: 'MAPLE' },
    });
    expect(partnerPurchaseCaller(key())).toMatchObject({
      organizationCode: 'MAPLE',
      partnerOrganization: 'MAPLE',
      profileRef: null,
      sessionKey: 'partner:MAPLE:test',
    });
  });

  it('property: idempotency scopes meet only for one organization, environment and call; a live key keeps the organization’s', () => {
    const calls = ['bind', 'quote', 'cancel'] as const;
    const caller = fc.record({
      organizationCode: fc.constantFrom('CM', 'MAPLE', 'AG1'),
      environment: fc.constantFrom(...PARTNER_ENVIRONMENTS),
      call: fc.constantFrom(...calls),
    });
    fc.assert(
      fc.property(caller, caller, (a, b) => {
        const same =
          a.organizationCode === b.organizationCode && a.environment === b.environment && a.call === b.call;
        expect(partnerIdempotencyScope(a, a.call) === partnerIdempotencyScope(b, b.call)).toBe(same);
      }),
    );
    // A live key's scopes are the ones kept before environments were told apart.
    expect(
      calls.map((c) => partnerIdempotencyScope({ organizationCode: 'CM', environment: 'live' }, c)),
    ).toEqual(['partner:CM', 'partner:CM:quote', 'partner:CM:cancel']);
  });
});

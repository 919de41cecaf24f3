import fc from 'fast-check';
import {
  PARTNER_ENVIRONMENTS,
  PARTNER_SCOPES,
  type PartnerScope,
  type StoredPartnerKey,
} from '../partner/partner-key';

/** A stored key with overrides: by default a live MAPLE key with every scope, never used. */
export const aStoredPartnerKey = (overrides: Partial<StoredPartnerKey> = {}): StoredPartnerKey => ({
  id: 'k0000000000000001',
  organizationCode: 'MAPLE',
  name: 'Booking system',
  scopes: PARTNER_SCOPES,
  environment: 'live',
  secretHash: 'a'.repeat(64),
  createdBy: 'prf-staff',
  createdAt: '2026-11-27T15:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  ...overrides,
});

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789'.split('');
const RANDOM_CHARS = [...ID_CHARS, ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ_-'.split('')];

export const arbPartnerKeyId: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...ID_CHARS), { minLength: 16, maxLength: 16 })
  .map((c) => c.join(''));
export const arbPartnerSecretRandom: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...RANDOM_CHARS), { minLength: 43, maxLength: 43 })
  .map((c) => c.join(''));
export const arbPartnerEnvironment = fc.constantFrom(...PARTNER_ENVIRONMENTS);
export const arbPartnerScopes: fc.Arbitrary<readonly PartnerScope[]> = fc.subarray([...PARTNER_SCOPES]);

import { describe, expect, it } from 'vitest';
import type { LicenceRow } from '../distribution-read.repository.port';
import { assertAgentMayBook } from './assert-agent-may-book';

const lic = (p: Partial<LicenceRow>): LicenceRow => ({
  id: 'l',
  name: 'n',
  status: 'AUTHORIZED',
  licensedProvince: 'ON',
  organizationCode: 'MAPLE',
  licenseNumber: '1',
  isDeleted: false,
  expiryDate: '2026-12-31',
  screeningStatus: null,
  profileRef: 'prf-a',
  ...p,
});
const read = (licenses: LicenceRow[]) => ({ findProfile: async () => ({ licenses }) as never });
const code = async (licenses: LicenceRow[], province: 'ON' | 'QC', today = '2026-06-01') => {
  const r = await assertAgentMayBook(read(licenses), {
    profileRef: 'prf-a',
    province,
    today: today as never,
  });
  return r.ok ? 'ok' : r.errors[0]?.code;
};

describe('assertAgentMayBook', () => {
  it('allows an authorized, current licence of the province (no expiry date = never expires)', async () => {
    expect(await code([lic({})], 'ON')).toBe('ok');
    expect(await code([lic({ expiryDate: null })], 'ON', '2090-01-01')).toBe('ok');
  });
  it('refuses: missing province, expired, not authorized, deleted', async () => {
    expect(await code([lic({})], 'QC')).toBe('licenceMissing');
    expect(await code([lic({})], 'ON', '2027-01-01')).toBe('licenceExpired');
    expect(await code([lic({ status: 'NOT_AUTHORIZED' })], 'ON')).toBe('licenceNotAuthorized');
    expect(await code([lic({ isDeleted: true })], 'ON')).toBe('licenceMissing');
    const unknown = await assertAgentMayBook(
      { findProfile: async () => undefined },
      {
        profileRef: 'x',
        province: 'ON',
        today: '2026-06-01' as never,
      },
    );
    expect(unknown.ok).toBe(false);
  });
});

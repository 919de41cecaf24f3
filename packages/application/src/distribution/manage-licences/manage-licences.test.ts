import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { AgentProfile, LicenceRow, OrganizationNode } from '../distribution-read.repository.port';
import {
  createLicence as createLicenceEffect,
  updateLicence as updateLicenceEffect,
} from './manage-licences';
import { outcome } from '../test-support/outcome';

const createLicence = (...a: Parameters<typeof createLicenceEffect>) => outcome(createLicenceEffect(...a));
const updateLicence = (...a: Parameters<typeof updateLicenceEffect>) => outcome(updateLicenceEffect(...a));

const user = (dataScope: 'ALL' | 'ORGANIZATION', claims: string[]): Actor =>
  ({
    kind: 'user',
    profileRef: 'prf-me',
    dataScope,
    claims,
    organizationsInScope: dataScope === 'ALL' ? [] : ['MAPLE', 'MAPLE-TOR'],
  }) as unknown as Actor;
const agencyAdmin = user('ORGANIZATION', ['LICENSE_CREATE', 'LICENSE_EDIT']);
const insurerAdmin = user('ALL', ['LICENSE_CREATE', 'LICENSE_EDIT']);

const stored: LicenceRow = {
  id: 'lic-1',
  name: 'Maple',
  status: 'AUTHORIZED',
  licensedProvince: 'ON',
  organizationCode: 'MAPLE-TOR',
  licenseNumber: 'ON-1',
  isDeleted: false,
  expiryDate: '2030-01-31',
  screeningStatus: null,
  profileRef: 'prf-agent',
};
const fakes = () => {
  const written: unknown[] = [];
  return {
    written,
    deps: {
      repo: {
        insertLicence: async (l: unknown) => void written.push(l),
        updateLicence: async (...a: unknown[]) => void written.push(a),
        findLicence: async () => stored,
        licenceNumberTaken: async () => false,
      },
      read: {
        organizations: async () => ['MAPLE', 'MAPLE-TOR', 'CM'].map((code) => ({ code }) as OrganizationNode),
        findProfile: async (ref: string) =>
          ref === 'prf-agent'
            ? ({
                profileRef: ref,
                userType: 'CIAM_ID',
                organizationCode: 'MAPLE-TOR',
                organizations: [{ organizationCode: 'MAPLE-TOR', default: true }],
              } as unknown as AgentProfile)
            : undefined,
      },
      newId: () => 'lic-new',
    },
  };
};
const form = (status: string, licenseNumber = 'ON-1') => ({
  name: 'Maple',
  status,
  licensedProvince: 'ON',
  licenseNumber,
  expiryDate: '2030-01-31',
});
const agent = { kind: 'AGENT', profileRef: 'prf-agent' } as const;
const codeOf = (r: { ok: boolean; code?: string }) => (r.ok ? 'ok' : r.code);

describe('licences: authorized by the insurer only', () => {
  it('an agency can neither create a licence AUTHORIZED nor authorize one of its agents', async () => {
    const f = fakes();
    expect(codeOf(await createLicence(f.deps, agencyAdmin, agent, form('AUTHORIZED', 'ON-2')))).toBe(
      'licenceAuthorizationStaffOnly',
    );
    const agency = { kind: 'AGENCY', organizationCode: 'MAPLE' } as const;
    expect(codeOf(await createLicence(f.deps, agencyAdmin, agency, form('AUTHORIZED', 'ON-2')))).toBe(
      'licenceAuthorizationStaffOnly',
    );
    // A new number on an authorized licence is a new authorization.
    expect(codeOf(await updateLicence(f.deps, agencyAdmin, agent, 'lic-1', form('AUTHORIZED', 'ON-9')))).toBe(
      'licenceAuthorizationStaffOnly',
    );
    expect(f.written).toEqual([]);
    expect(codeOf(await createLicence(f.deps, agencyAdmin, agent, form('IN_PROGRESS', 'ON-2')))).toBe('ok');
    expect(codeOf(await updateLicence(f.deps, agencyAdmin, agent, 'lic-1', form('AUTHORIZED')))).toBe('ok');
  });

  it('insurer staff holding the claim authorize; nobody reaches a licence outside its scope', async () => {
    const f = fakes();
    expect(codeOf(await createLicence(f.deps, insurerAdmin, agent, form('AUTHORIZED', 'ON-2')))).toBe('ok');
    const cm = { kind: 'AGENCY', organizationCode: 'CM' } as const;
    expect(codeOf(await createLicence(f.deps, agencyAdmin, cm, form('IN_PROGRESS', 'ON-3')))).toBe(
      'notFound',
    );
    const viewer = user('ALL', []);
    expect(codeOf(await createLicence(f.deps, viewer, agent, form('AUTHORIZED', 'ON-4')))).toBe(
      'licenceAuthorizationStaffOnly',
    );
  });
});

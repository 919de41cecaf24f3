import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_STATUSES } from '../../shared/enums';
import { toAgentSearchRow } from './agent-search-row';
import { AGENT_STATUS_FILTERS, matchesStatusFilter, profileStatusLabel } from './profile-status';

describe('agent search rows (spec 3)', () => {
  it('maps a raw result: name, status display, role from title, access type from role', () => {
    expect(
      toAgentSearchRow({
        profileRef: 'PR1',
        profileCode: 'jdoe',
        firstName: ' Jane',
        lastName: 'Doe ',
        status: 'ACTIVE',
        title: 'Administrator - Full Access',
        role: 'Administrator_Full',
      }),
    ).toEqual({
      agentName: 'Jane Doe',
      profileCode: 'jdoe',
      profileRef: 'PR1',
      status: 'ACTIVE',
      statusLabel: 'profileActive',
      role: 'Administrator - Full Access',
      accessType: 'Administrator_Full',
    });
  });

  it('survives missing and odd fields', () => {
    expect(toAgentSearchRow({ lastName: 'Solo', status: 'ARCHIVED', role: 'Boss', title: 7 })).toEqual({
      agentName: 'Solo',
      profileCode: '',
      profileRef: '',
      status: null,
      statusLabel: 'profileStatusUnknown',
      role: '',
      accessType: null,
    });
    expect(toAgentSearchRow(null).agentName).toBe('');
  });

  it('shows New, Active, Inactive', () => {
    expect(PROFILE_STATUSES.map(profileStatusLabel)).toEqual([
      'profileNew',
      'profileActive',
      'profileInactive',
    ]);
    expect(profileStatusLabel(' new ')).toBe('profileNew');
  });

  it('filters the listing by status, ALL keeping everyone', () => {
    expect(matchesStatusFilter('ALL', 'INACTIVE')).toBe(true);
    expect(matchesStatusFilter('NEW', 'ACTIVE')).toBe(false);
    expect(matchesStatusFilter('ACTIVE', 'ACTIVE')).toBe(true);
  });

  it('property: status display is total over any value, and known exactly for the three statuses', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...PROFILE_STATUSES, 'active', ' Inactive '), fc.anything()),
        (status) => {
          const label = profileStatusLabel(status);
          const normalized = typeof status === 'string' ? status.trim().toUpperCase() : status;
          const known = (PROFILE_STATUSES as readonly unknown[]).includes(normalized);
          expect(label === 'profileStatusUnknown').toBe(!known);
          const row = toAgentSearchRow({ status });
          expect(row.statusLabel).toBe(label);
          expect(row.status === null).toBe(!known);
          for (const f of AGENT_STATUS_FILTERS) expect(typeof matchesStatusFilter(f, status)).toBe('boolean');
        },
      ),
    );
  });
});

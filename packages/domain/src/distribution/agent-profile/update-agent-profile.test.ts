import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rolesFor, USER_ROLES } from '../../access/roles';
import { updateAgentProfile } from './update-agent-profile';

describe('updateAgentProfile (spec 3, 5.6)', () => {
  it('sends only what was filled in, trimmed, plus country CA', () => {
    expect(updateAgentProfile({ firstName: ' Luc ', lastName: '', city: null, status: 'inactive' })).toEqual({
      ok: true,
      value: { firstName: 'Luc', status: 'INACTIVE', country: 'CA' },
    });
  });

  it('sends the title with a new role, and keeps an empty licence list (it removes them)', () => {
    expect(updateAgentProfile({ role: 'View_Only', licenses: [] })).toEqual({
      ok: true,
      value: { role: 'View_Only', title: 'View Only', country: 'CA', licenses: [] },
    });
  });

  it("offers the roles of the profile's user type: staff roles for a staff user, so a wrong change can be undone", () => {
    expect(rolesFor('LAN_ID')).toEqual(['Staff_Admin', 'Staff_Viewer']);
    for (const role of USER_ROLES) {
      const asStaff = updateAgentProfile({ role }, rolesFor('LAN_ID'));
      const asAgent = updateAgentProfile({ role }, rolesFor('CIAM_ID'));
      expect([asStaff.ok, asAgent.ok]).toEqual(role.startsWith('Staff_') ? [true, false] : [false, true]);
    }
  });

  it('checks what it sends as on create', () => {
    const r = updateAgentProfile({
      status: 'GONE',
      role: 'Staff_Viewer',
      email: 'nope',
      organizations: [{ organizationCode: 'AGY' }],
    });
    expect(r.ok ? [] : r.errors.map((e) => e.code)).toEqual([
      'agentRoleNotOffered',
      'agentStatusInvalid',
      'agentDefaultOrganization',
      'emailInvalid',
    ]);
  });

  it('property: the payload never holds an empty, null or undefined value', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom(null, undefined, '', ' ', 'ON', 'fr', 'NEW'),
    );
    fc.assert(
      fc.property(
        fc.record({
          profileCode: text,
          firstName: text,
          lastName: text,
          city: text,
          province: text,
          language: text,
          status: text,
          licenses: fc.option(fc.array(fc.constantFrom('ON', 'QC', 'BC')), { nil: undefined }),
        }),
        (form) => {
          const r = updateAgentProfile(form);
          if (!r.ok) return;
          expect(r.value.country).toBe('CA');
          for (const v of Object.values(r.value)) {
            expect(v === undefined || v === null || (typeof v === 'string' && v.trim() === '')).toBe(false);
          }
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIMS, hasAll } from './claims';
import { findAdminRoute, routeClaims } from './admin-routes';
import { MENU_ENTRIES, MENU_ENTRY_IDS, menuEntryClaims, menuFor } from './menu';
import { anAccessUser, arbAccessUser, aUserWithRole } from '../test-support/access';

const ids = (user: Parameters<typeof menuFor>[0]) => menuFor(user).map((e) => e.id);

describe('menu (spec 2.6)', () => {
  it('has the spec entries in its order, without the account pages that would do nothing, then ours (partner keys, webhooks)', () => {
    expect(MENU_ENTRIES.map((e) => e.id)).toEqual(MENU_ENTRY_IDS);
    expect(MENU_ENTRY_IDS).toHaveLength(10);
    expect(MENU_ENTRY_IDS).not.toContain('manage-ID');
    expect(MENU_ENTRY_IDS).not.toContain('preferences');
    expect(MENU_ENTRY_IDS.slice(-2)).toEqual(['partnerKeys', 'webhooks']);
  });

  it('shows myReports only with REPORT_READ', () => {
    expect(ids(anAccessUser({ claims: ['REPORT_READ'] }))).toContain('myReports');
    expect(ids(anAccessUser({ claims: ['POLICY_READ'] }))).not.toContain('myReports');
  });

  it('shows users to CIAM users and users-internal to LAN users, with agent administration read', () => {
    const claims = ['PROFILE_READ', 'TRIPX_READ'] as const;
    expect(ids(anAccessUser({ userType: 'CIAM_ID', claims }))).toEqual(['users', 'logout']);
    expect(ids(anAccessUser({ userType: 'LAN_ID', claims }))).toEqual(['users-internal', 'logout']);
    expect(ids(anAccessUser({ claims: ['PROFILE_READ'] }))).not.toContain('users');
  });

  it('hides agency without ORGANIZATION_READ and maintenance without configuration claims', () => {
    expect(ids(aUserWithRole('Administrator_User'))).toContain('agency');
    expect(ids(aUserWithRole('Consultant_Agency'))).not.toContain('agency');
    expect(ids(aUserWithRole('Staff_Admin'))).toContain('maintenance');
    expect(ids(aUserWithRole('Staff_Viewer'))).not.toContain('maintenance');
  });

  it('gives each role a sensible menu', () => {
    expect(ids(aUserWithRole('Consultant_Own'))).toEqual(['logout', 'travelInsurance']);
    expect(ids(aUserWithRole('Staff_Admin'))).toEqual([
      'myReports',
      'users-internal',
      'advisorAdmin',
      'agency',
      'logout',
      'travelInsurance',
      'maintenance',
      'partnerKeys',
      'webhooks',
    ]);
  });

  it('never points a menu entry at a screen that needs more than the entry itself', () => {
    for (const entry of MENU_ENTRIES) {
      if (entry.target.kind !== 'route') continue;
      const route = findAdminRoute(entry.target.path);
      expect(route).toBeDefined();
      if (route) expect(hasAll(menuEntryClaims(entry), routeClaims(route))).toBe(true);
    }
  });

  it('property: the menu never shows an entry whose claims the user lacks, nor one of the other user type', () => {
    fc.assert(
      fc.property(arbAccessUser, (user) => {
        for (const entry of menuFor(user)) {
          for (const c of menuEntryClaims(entry)) expect(user.claims).toContain(c);
          expect(entry.userTypes).toContain(user.userType);
        }
      }),
    );
  });

  it('property: LAN users never see users and CIAM users never see users-internal', () => {
    fc.assert(
      fc.property(arbAccessUser, (user) => {
        const shown = ids(user);
        if (user.userType === 'LAN_ID') expect(shown).not.toContain('users');
        else expect(shown).not.toContain('users-internal');
        // With every claim, each type does see its own users entry.
        const full = ids({ ...user, claims: CLAIMS });
        expect(full).toContain(user.userType === 'LAN_ID' ? 'users-internal' : 'users');
      }),
    );
  });
});

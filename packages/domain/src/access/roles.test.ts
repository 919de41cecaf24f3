import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIMS, hasAll } from './claims';
import { FEATURES } from './features';
import { offeredRoles, ROLE_CATALOGUE } from './role-catalogue';
import {
  AGENCY_ROLES,
  ROLE_CLAIMS,
  ROLE_TITLES_EN,
  USER_ROLES,
  claimsForRole,
  roleFitsUserType,
} from './roles';
import { arbRole } from '../test-support/access';

const can = (role: keyof typeof ROLE_CLAIMS, feature: keyof typeof FEATURES) =>
  hasAll(ROLE_CLAIMS[role], FEATURES[feature]);

describe('roles', () => {
  it('has the six agency roles with the English titles of spec 6', () => {
    expect(AGENCY_ROLES.map((r) => ROLE_TITLES_EN[r])).toEqual([
      'Travel Consultant - Agency policies',
      'Travel Consultant - Own policies',
      'Administrator - Full Access',
      'Administrator – Lite access',
      'View Only',
      'User Administrator Only',
    ]);
  });

  it('lets consultants book, pay and edit, but not reinstate nor manage agents', () => {
    for (const r of ['Consultant_Agency', 'Consultant_Own'] as const) {
      expect(can(r, 'bookQuote') && can(r, 'payment') && can(r, 'editPolicy') && can(r, 'addNote')).toBe(
        true,
      );
      expect(can(r, 'reinstate') || can(r, 'agentAdminRead') || can(r, 'reports')).toBe(false);
    }
  });

  it('gives the full administrator selling, agents, licences and reports, but not insurer powers', () => {
    const r = 'Administrator_Full';
    for (const f of [
      'bookQuote',
      'agentAdminCreate',
      'agentAdminDelete',
      'licensingAdd',
      'reports',
      'agency',
    ] as const)
      expect(can(r, f)).toBe(true);
    expect(can(r, 'reinstate') || can(r, 'configuration')).toBe(false);
    expect(ROLE_CLAIMS[r]).not.toContain('PROFILE_EDIT_EXT');
  });

  it('keeps the lite administrator to reading the administration screens', () => {
    const r = 'Administrator_Lite';
    expect(
      can(r, 'bookQuote') && can(r, 'agentAdminRead') && can(r, 'licensingView') && can(r, 'reports'),
    ).toBe(true);
    expect(can(r, 'agentAdminCreate') || can(r, 'agentAdminEdit') || can(r, 'licensingEdit')).toBe(false);
  });

  it('lets View_Only read policies and notes and change nothing', () => {
    const r = 'View_Only';
    expect(can(r, 'viewPolicies') && can(r, 'viewNotes') && can(r, 'reports')).toBe(true);
    expect(can(r, 'bookQuote') || can(r, 'editPolicy') || can(r, 'addNote') || can(r, 'agentAdminRead')).toBe(
      false,
    );
  });

  it('keeps the user administrator out of policies', () => {
    const r = 'Administrator_User';
    expect(can(r, 'agentAdminCreate') && can(r, 'licensingAdd') && can(r, 'licensingEdit')).toBe(true);
    expect(ROLE_CLAIMS[r].some((c) => c.startsWith('POLICY_'))).toBe(false);
  });

  it('gives partner keys to insurer staff administrators only', () => {
    const holders = Object.entries(ROLE_CLAIMS).filter(([, claims]) => claims.includes('PARTNER_KEY_MANAGE'));
    expect(holders.map(([role]) => role)).toEqual(['Staff_Admin']);
  });

  it('gives Staff_Admin every claim and Staff_Viewer only read claims', () => {
    expect(ROLE_CLAIMS.Staff_Admin).toEqual(CLAIMS);
    expect(ROLE_CLAIMS.Staff_Viewer.every((c) => c.endsWith('_READ'))).toBe(true);
    expect(can('Staff_Viewer', 'viewApp') && can('Staff_Viewer', 'licensingView')).toBe(true);
  });

  it('grants nothing to an unknown role or a role of the other user type', () => {
    expect(claimsForRole('Root', 'LAN_ID')).toEqual([]);
    expect(claimsForRole('Staff_Admin', 'CIAM_ID')).toEqual([]);
    expect(claimsForRole('Administrator_Full', 'LAN_ID')).toEqual([]);
    expect(claimsForRole('View_Only', 'CIAM_ID')).toEqual(ROLE_CLAIMS.View_Only);
  });

  it('offers only Agency-category roles we know', () => {
    const catalogue = [
      ...ROLE_CATALOGUE,
      { role: 'Brand_New', title: 'Someday', category: 'Agency' },
      { role: 'View_Only', title: 'View Only', category: 'Internal' },
    ];
    expect(offeredRoles(catalogue).map((r) => r.role)).toEqual(AGENCY_ROLES);
    expect(offeredRoles([])).toEqual([]);
  });

  it('property: every role can open the app, holds only real claims, and is covered by Staff_Admin', () => {
    fc.assert(
      fc.property(arbRole, (role) => {
        const claims = ROLE_CLAIMS[role];
        expect(claims).toContain('TRIPX_READ');
        expect(claims.every((c) => (CLAIMS as readonly string[]).includes(c))).toBe(true);
        expect(hasAll(ROLE_CLAIMS.Staff_Admin, claims)).toBe(true);
        expect(roleFitsUserType(role, role.startsWith('Staff_') ? 'LAN_ID' : 'CIAM_ID')).toBe(true);
      }),
    );
    expect(USER_ROLES).toHaveLength(8);
  });
});

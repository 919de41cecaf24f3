import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shellVisibility } from './shell';
import { shellChrome } from './shell-chrome';
import { anAccessUser, arbAccessUser, aUserWithRole } from '../test-support/access';

const ids = (entries: readonly { id: string }[]) => entries.map((e) => e.id);

describe('shell visibility (spec 2.6, 2.8, 6)', () => {
  it('gives CIAM and LAN users the one profile item that does something: logout', () => {
    expect(ids(shellVisibility({ isAdmin: true, user: aUserWithRole('View_Only') }).profileMenu)).toEqual([
      'logout',
    ]);
    expect(ids(shellVisibility({ isAdmin: true, user: aUserWithRole('Staff_Admin') }).profileMenu)).toEqual([
      'logout',
    ]);
  });

  it('offers the organization switcher to non-CIAM users only', () => {
    expect(shellVisibility({ isAdmin: true, user: aUserWithRole('Staff_Viewer') }).organizationSwitcher).toBe(
      true,
    );
    expect(
      shellVisibility({ isAdmin: true, user: aUserWithRole('Administrator_Full') }).organizationSwitcher,
    ).toBe(false);
    expect(shellVisibility({ isAdmin: true }).organizationSwitcher).toBe(false);
  });

  it('shows need-assistance only outside admin configuration and never to LAN users', () => {
    expect(shellVisibility({ isAdmin: false }).needAssistance).toBe(true);
    expect(shellVisibility({ isAdmin: false, user: anAccessUser() }).needAssistance).toBe(true);
    expect(shellVisibility({ isAdmin: true, user: anAccessUser() }).needAssistance).toBe(false);
    expect(
      shellVisibility({ isAdmin: false, user: anAccessUser({ userType: 'LAN_ID' }) }).needAssistance,
    ).toBe(false);
  });

  it('shows the sign-in link only to nobody signed in', () => {
    expect(shellVisibility({ isAdmin: true }).signInLink).toBe(true);
    expect(shellVisibility({ isAdmin: true, user: anAccessUser() }).signInLink).toBe(false);
  });

  it('hides the language toggle and menus for a white-label referenceId, keeping logout', () => {
    const v = shellVisibility({
      isAdmin: false,
      user: aUserWithRole('Administrator_Full'),
      whiteLabelReferenceId: 'WL1',
    });
    expect(v.languageToggle).toBe(false);
    expect(v.sideMenu).toEqual([]);
    expect(ids(v.profileMenu)).toEqual(['logout']);
    expect(shellVisibility({ isAdmin: false, whiteLabelReferenceId: '  ' }).languageToggle).toBe(true);
  });

  it('property: a white label never shows a side menu or toggle, and only adds hiding', () => {
    fc.assert(
      fc.property(arbAccessUser, fc.boolean(), fc.stringMatching(/^[A-Z0-9]{1,8}$/), (user, isAdmin, ref) => {
        const plain = shellVisibility({ isAdmin, user });
        const white = shellVisibility({ isAdmin, user, whiteLabelReferenceId: ref });
        expect(white.sideMenu).toEqual([]);
        expect(white.languageToggle).toBe(false);
        expect(ids(white.profileMenu).every((id) => ids(plain.profileMenu).includes(id))).toBe(true);
        expect(plain.languageToggle).toBe(true);
      }),
    );
  });

  it('property: besides its menus, the shell shows what shellChrome says (the purchase app reads that alone)', () => {
    fc.assert(
      fc.property(
        fc.option(arbAccessUser, { nil: undefined }),
        fc.boolean(),
        fc.option(fc.stringMatching(/^ ?[A-Z0-9]{0,8}$/), { nil: undefined }),
        (user, isAdmin, ref) => {
          const ctx = {
            isAdmin,
            ...(user ? { user } : {}),
            ...(ref === undefined ? {} : { whiteLabelReferenceId: ref }),
          };
          const { sideMenu: _side, profileMenu: _profile, ...chrome } = shellVisibility(ctx);
          expect(chrome).toEqual(shellChrome(ctx));
        },
      ),
    );
  });
});

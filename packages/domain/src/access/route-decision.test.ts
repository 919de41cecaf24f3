import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, findAdminRoute, routeClaims, type AdminRoute } from './admin-routes';
import { CLAIMS, unionClaims } from './claims';
import { MENU_ENTRIES, menuEntryAllowed, type MenuEntry } from './menu';
import { routeDecision } from './route-decision';
import { anAccessUser, arbAccessUser, arbAdminRoute, arbClaims, aUserWithRole } from '../test-support/access';

const at = (path: string): AdminRoute => {
  const r = findAdminRoute(path);
  if (!r) throw new Error(`test set-up: no route ${path}`);
  return r;
};

describe('routeDecision (spec 6)', () => {
  it('allows a route when the user has all its claims', () => {
    expect(routeDecision(at('/booking'), aUserWithRole('Consultant_Agency'), MENU_ENTRIES)).toEqual({
      kind: 'allow',
    });
  });

  it('sends a user lacking a claim to the first allowed menu entry', () => {
    expect(routeDecision(at('/'), aUserWithRole('View_Only'), MENU_ENTRIES)).toEqual({
      kind: 'redirect',
      to: '/reports',
      entry: 'myReports',
    });
    expect(routeDecision(at('/maintenance'), aUserWithRole('Consultant_Own'), MENU_ENTRIES)).toEqual({
      kind: 'redirect',
      to: '/policy',
      entry: 'travelInsurance',
    });
  });

  it('forbids when no menu entry is allowed either', () => {
    const user = anAccessUser({ claims: ['TRIPX_READ'] });
    expect(routeDecision(at('/reports'), user, MENU_ENTRIES)).toEqual({ kind: 'forbidden' });
    expect(routeDecision(at('/faq'), user, MENU_ENTRIES)).toEqual({ kind: 'allow' });
  });

  it('skips a menu entry whose screen the user still cannot open (no redirect loop)', () => {
    const sloppy: MenuEntry = {
      ...MENU_ENTRIES[0]!,
      feature: null,
      target: { kind: 'route', path: '/reports' },
    };
    expect(routeDecision(at('/agency'), anAccessUser(), [sloppy])).toEqual({ kind: 'forbidden' });
  });

  it('property: allows exactly when the user holds every claim of the route', () => {
    fc.assert(
      fc.property(arbAdminRoute, arbAccessUser, (route, user) => {
        const allowed = routeDecision(route, user, MENU_ENTRIES).kind === 'allow';
        expect(allowed).toBe(routeClaims(route).every((c) => user.claims.includes(c)));
      }),
    );
  });

  it('property: a redirect goes to a menu entry the user may use, opening a screen they may open', () => {
    fc.assert(
      fc.property(arbAdminRoute, arbAccessUser, (route, user) => {
        const d = routeDecision(route, user, MENU_ENTRIES);
        if (d.kind !== 'redirect') return;
        const entry = MENU_ENTRIES.find((e) => e.id === d.entry);
        expect(entry && menuEntryAllowed(entry, user)).toBe(true);
        expect(routeDecision(at(d.to), user, MENU_ENTRIES)).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('property: a user with every claim is never forbidden nor redirected', () => {
    fc.assert(
      fc.property(arbAdminRoute, arbAccessUser, (route, user) => {
        expect(routeDecision(route, { ...user, claims: CLAIMS }, MENU_ENTRIES)).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('property: adding claims never turns an allow into a redirect or forbidden, nor a redirect into forbidden', () => {
    const rank = { allow: 2, redirect: 1, forbidden: 0 } as const;
    fc.assert(
      fc.property(arbAdminRoute, arbAccessUser, arbClaims, (route, user, extra) => {
        const before = routeDecision(route, user, MENU_ENTRIES).kind;
        const after = routeDecision(
          route,
          { ...user, claims: unionClaims(user.claims, extra) },
          MENU_ENTRIES,
        ).kind;
        expect(rank[after]).toBeGreaterThanOrEqual(rank[before]);
      }),
    );
  });

  it('lets every route of the table be decided for every role without surprise', () => {
    const staff = aUserWithRole('Staff_Admin');
    expect(ADMIN_ROUTES.every((r) => routeDecision(r, staff, MENU_ENTRIES).kind === 'allow')).toBe(true);
  });
});

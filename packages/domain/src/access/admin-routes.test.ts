import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, findAdminRoute, routeClaims } from './admin-routes';

describe('admin routes', () => {
  it('matches literal paths, parameters, trailing slashes and queries', () => {
    expect(findAdminRoute('/')?.feature).toBe('bookQuote');
    expect(findAdminRoute('/booking')?.feature).toBe('payment');
    expect(findAdminRoute('/users/register')?.feature).toBe('agentAdminCreate');
    expect(findAdminRoute('/users/A-1234')?.path).toBe('/users/:agentId');
    expect(findAdminRoute('/licensing/add/?lang=fr')?.feature).toBe('licensingAdd');
    expect(findAdminRoute('/policy/endorsement/P123/notes#top')?.feature).toBe('viewNotes');
    expect(findAdminRoute('/policy/endorsement/P123/edit')?.feature).toBe('editPolicy');
  });

  it('sends /endorsement/{policyNumber} to its policies tab (spec 2.3)', () => {
    expect(findAdminRoute('/policy/endorsement/P1')?.redirectTo).toBe(
      '/policy/endorsement/:policyNumber/policies',
    );
  });

  it('knows nothing of unknown paths, and error pages need no claim', () => {
    expect(findAdminRoute('/nowhere')).toBeUndefined();
    expect(findAdminRoute('/users/a/b')).toBeUndefined();
    const forbidden = findAdminRoute('/forbidden');
    expect(forbidden && routeClaims(forbidden)).toEqual([]);
  });

  it('property: every route is found again from a concrete path built from its pattern', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.constantFrom(...ADMIN_ROUTES), segment, fc.boolean(), (route, value, slash) => {
        fc.pre(!['register', 'endorsement'].includes(value));
        const path = route.path.replace(/:[A-Za-z]+/g, value) + (slash ? '/' : '');
        expect(findAdminRoute(path)).toBe(route);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testRouter } from '../../test-support/test-router';
import { appPath } from './app-path';

const ROUTES = [{ path: '/', children: [{ path: 'users/:agentId' }, { path: '*' }] }];

describe('router store (over the data router)', () => {
  it('reads the app path, the language, the path parameters and the rest of the query from the address', () => {
    const { router } = testRouter('/admin/users/A%20B/?lang=FR&status=ACTIVE&page=2', ROUTES);
    expect(router.path).toBe('/users/A%20B');
    expect(router.lang).toBe('fr');
    expect(router.params).toEqual({ agentId: 'A B' });
    expect(router.query).toEqual({ status: 'ACTIVE', page: '2' });
    expect(testRouter('/admin/').router.path).toBe('/');
    expect(testRouter('/admin').router.lang).toBe('en');
  });
  it('navigates inside /admin/ and keeps the language in the address', () => {
    const { router, pushed, replaced } = testRouter('/admin/?lang=fr', ROUTES);
    router.navigate('/reports');
    expect(pushed).toEqual(['/admin/reports?lang=fr']);
    expect(router.path).toBe('/reports');
    router.setLang('en');
    expect(replaced).toEqual(['/admin/reports?lang=en']);
    expect(router.lang).toBe('en');
    router.replace('/forbidden');
    expect(replaced.at(-1)).toBe('/admin/forbidden?lang=en');
  });
  it('keeps filters in the query: set, changed and removed, pushed or in place, the language kept', () => {
    const { router, pushed, replaced } = testRouter('/admin/policy?lang=fr', ROUTES);
    router.setQuery({ status: 'ACTIVE', sort: 'number' });
    expect(router.query).toEqual({ status: 'ACTIVE', sort: 'number' });
    router.setQuery({ sort: undefined, page: '3' }, { replace: true });
    router.setQuery({ status: '' });
    expect(pushed).toEqual([
      '/admin/policy?lang=fr&status=ACTIVE&sort=number',
      '/admin/policy?lang=fr&page=3',
    ]);
    expect(replaced).toEqual(['/admin/policy?lang=fr&status=ACTIVE&page=3']);
    expect(router.here).toBe('/admin/policy?lang=fr&page=3');
    router.setLang('en');
    expect(router.query).toEqual({ page: '3' });
    router.navigate('/users/X', { tab: 'licences' });
    expect(router.query).toEqual({ tab: 'licences' });
    expect(router.href('/users', 'fr', { page: '2' })).toBe('/admin/users?lang=fr&page=2');
  });
  it('Back and Forward move the observables with the address', async () => {
    const { data, router } = testRouter('/admin/policy?lang=en', ROUTES);
    router.navigate('/users/A1');
    router.setQuery({ page: '2' });
    await data.navigate(-1);
    expect([router.path, router.params, router.query]).toEqual(['/users/A1', { agentId: 'A1' }, {}]);
    await data.navigate(-1);
    expect([router.path, router.params]).toEqual(['/policy', {}]);
    await data.navigate(2);
    expect([router.path, router.query]).toEqual(['/users/A1', { page: '2' }]);
  });
  it('leaves the app through the page’s location (sign-in and sign-out are the server’s)', () => {
    const { router, left } = testRouter('/admin/?lang=en');
    router.leave('/login?lang=en');
    expect(left).toEqual(['/login?lang=en']);
  });
  it('property: an app path starts with "/" and has no trailing slash (except the root)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9-]{0,8}$/), { maxLength: 4 }),
        fc.boolean(),
        (parts, slash) => {
          const p = appPath(`/admin/${parts.join('/')}${slash ? '/' : ''}`);
          expect(p.startsWith('/')).toBe(true);
          expect(p === '/' || !p.endsWith('/')).toBe(true);
        },
      ),
    );
  });
  it('property: a query set is read back as set, whatever its values', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[a-z][a-zA-Z]{0,6}$/).filter((k) => k !== 'lang'),
          fc.string({ minLength: 1 }),
        ),
        (query) => {
          const { router } = testRouter('/admin/policy?lang=fr', ROUTES);
          router.setQuery(query);
          expect(router.query).toEqual(query);
          expect(router.lang).toBe('fr');
        },
      ),
    );
  });
});

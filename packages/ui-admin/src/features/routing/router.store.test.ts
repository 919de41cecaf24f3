import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { History } from '../../platform/history';
import { RouterStore, appPath } from './router.store';

const fakeHistory = (pathname: string, search = ''): History & { pushed: string[]; replaced: string[] } => {
  const h = {
    pathname,
    search,
    pushed: [] as string[],
    replaced: [] as string[],
    push: (u: string) => void h.pushed.push(u),
    replace: (u: string) => void h.replaced.push(u),
    onChange: () => () => undefined,
    assign: () => undefined,
  };
  return h;
};

describe('router store', () => {
  it('reads the app path and the language from the address', () => {
    const r = new RouterStore(fakeHistory('/admin/users/', '?lang=FR'));
    expect(r.path).toBe('/users');
    expect(r.lang).toBe('fr');
    expect(new RouterStore(fakeHistory('/admin/')).path).toBe('/');
    expect(new RouterStore(fakeHistory('/admin')).lang).toBe('en');
  });
  it('navigates inside /admin/ and keeps the language in the address', () => {
    const h = fakeHistory('/admin/', '?lang=fr');
    const r = new RouterStore(h);
    r.navigate('/reports');
    expect(h.pushed).toEqual(['/admin/reports?lang=fr']);
    r.setLang('en');
    expect(h.replaced).toEqual(['/admin/reports?lang=en']);
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
});

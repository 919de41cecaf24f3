import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, safeReturnTo } from './auth.routes';

describe('return address after sign-in', () => {
  it('keeps a path of this site and refuses anything else', () => {
    expect(safeReturnTo('/admin/users?x=1')).toBe('/admin/users?x=1');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      42,
      undefined,
    ])
      expect(safeReturnTo(bad)).toBe(DEFAULT_RETURN_TO);
  });
  it('property: the result is always a same-site path (one leading slash, no scheme, no host)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const r = safeReturnTo(raw);
        expect(r.startsWith('/')).toBe(true);
        expect(r.startsWith('//') || r.startsWith('/\\')).toBe(false);
        expect(new URL(r, 'http://site.test').host).toBe('site.test');
      }),
    );
  });
});

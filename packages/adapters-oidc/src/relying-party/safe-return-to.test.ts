import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, returnWithLanguage, safeReturnTo } from './safe-return-to';

const ORIGIN = 'https://tripx.example';

/** Strings built from the pieces that make open redirects: slashes, dots, escapes, schemes. */
const tricky = fc
  .array(
    fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '%2e',
      '%2E',
      '%',
      '@',
      ':',
      '?',
      '#',
      'evil.example',
      'admin',
      'https:',
      'javascript:',
      ' ',
      '\t',
      '\n',
      'é',
      'x',
      '=',
      '&',
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

const staysHome = (target: string) => {
  const url = new URL(target, ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  // What the browser then shows must not be a protocol-relative address either.
  expect(url.pathname.startsWith('//')).toBe(false);
};

describe('return address after sign-in', () => {
  it('keeps a path of this site, query and fragment included', () => {
    for (const ok of [
      '/admin/users?x=1',
      '/admin',
      '/admin/#top',
      '/admin/?next=%2Fx',
      '/admin/policy/endorsement/TX00000012/view?lang=fr&tab=notes',
    ])
      expect(safeReturnTo(ok)).toBe(ok);
  });
  it('keeps only addresses of the staff app, where sign-in is', () => {
    for (const other of ['/', '/fr/admin/', '/administrator', '/api/auth/user', '/en/travel?x=1', '/logout'])
      expect(safeReturnTo(other), other).toBe(DEFAULT_RETURN_TO);
  });
  it('refuses other hosts, backslashes, dot segments and encoded slashes', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/.//evil.example',
      '/./evil.example',
      '/a/..//evil.example',
      '/a/%2e%2e//evil.example',
      '/admin//x',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /admin/',
      '/admin/\n',
      42,
      undefined,
    ])
      expect(safeReturnTo(bad), String(bad)).toBe(DEFAULT_RETURN_TO);
  });
  it('property: whatever it accepts resolves to our origin, also once the language is added', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          tricky,
          fc.string({ maxLength: 60 }),
          tricky.map((s) => `/${s}`),
        ),
        (raw) => {
          const kept = safeReturnTo(raw);
          staysHome(kept);
          staysHome(returnWithLanguage(kept, 'fr'));
          expect(new URL(kept, ORIGIN).pathname).toMatch(/^\/admin(\/|$)/);
          // Accepted means unchanged: nothing is rewritten into something the user did not ask for.
          expect(kept === raw || kept === DEFAULT_RETURN_TO).toBe(true);
        },
      ),
      { numRuns: 5_000 },
    );
  });
  it('adds the language to the kept address', () => {
    expect(returnWithLanguage('/admin/users?x=1', 'fr')).toBe('/admin/users?x=1&lang=fr');
    expect(returnWithLanguage('/.//evil.example', 'en')).toBe('/admin/?lang=en');
  });
});

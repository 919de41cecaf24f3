import { FLOW_STEP_PATHS } from '@tripx/ui-flow';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeOf, PAGE_ROUTES, STEP_IDS, urlFor } from './routes';

const lang = fc.constantFrom('en' as const, 'fr' as const);

describe('the address of a page (spec 2.1)', () => {
  it('every step has an English and a French path, from the flow’s table, and no two routes share a path', () => {
    for (const step of STEP_IDS) {
      const paths = PAGE_ROUTES.filter((r) => r.page === step).map((r) => [r.pathLanguage, r.path]);
      expect(paths).toEqual([
        ['en', `/${FLOW_STEP_PATHS[step].en}`],
        ['fr', `/${FLOW_STEP_PATHS[step].fr}`],
      ]);
    }
    const paths = PAGE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('property: a path written in a language is in that language, whatever the query or the session says', () => {
    fc.assert(
      fc.property(
        lang,
        fc.option(lang),
        lang,
        fc.option(fc.constantFrom('NBT2024', 'MAPLE')),
        (l, q, s, ref) => {
          const search = q ? `?lang=${q}` : '';
          expect(localeOf(l, search, { lang: s, ...(ref ? { refCode: ref } : {}) })).toEqual({
            lang: l,
            ...(ref ? { refCode: ref } : {}),
          });
        },
      ),
    );
  });

  it('a shared path takes the query’s language, else the session’s; the reference code the query’s, else the session’s', () => {
    expect(localeOf(undefined, '?lang=FR&referenceId=NBT2024', { lang: 'en' })).toEqual({
      lang: 'fr',
      refCode: 'NBT2024',
    });
    expect(localeOf(undefined, '?lang=de', { lang: 'fr', refCode: 'MAPLE' })).toEqual({
      lang: 'fr',
      refCode: 'MAPLE',
    });
  });

  it('an address carries the language and the reference code in its query', () => {
    expect(urlFor('payment', { lang: 'fr', refCode: 'NBT 2024' })).toBe(
      '/adherer/paiement?lang=fr&refCode=NBT+2024',
    );
    expect(urlFor('faqs', { lang: 'en' })).toBe('/faqs?lang=en');
  });
});

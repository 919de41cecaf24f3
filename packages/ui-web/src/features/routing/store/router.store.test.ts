import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryHistory } from '../../../platform/history';
import { SessionSlices, memoryStorage } from '@tripx/ui-flow';
import { RouterStore } from './router.store';
import { PAGE_PATHS, STEP_IDS, matchPath, resolveLocation } from './routes';

const start = (url: string, storage = memoryStorage()) => {
  const history = memoryHistory(url);
  const router = new RouterStore(history, new SessionSlices(storage));
  router.start();
  return { router, history };
};
const current = (h: ReturnType<typeof memoryHistory>) => h.location().pathname + h.location().search;

describe('routes (spec 2.1)', () => {
  it('the root goes to traveller details with lang and refCode', () => {
    const { router, history } = start('/?lang=fr&refCode=NBT2024');
    expect(current(history)).toBe('/obtenir-une-soumission?lang=fr&refCode=NBT2024');
    expect(router.page).toBe('travellerDetails');
    expect(router.refCode).toBe('NBT2024');
  });

  it('an unknown path goes to not-found', () => {
    const { router, history } = start('/no/such/page?lang=en');
    expect(router.page).toBe('notFound');
    expect(current(history)).toBe('/notfound?lang=en');
  });

  it('a page under the other language path goes to the same step in the current language', () => {
    const { router, history } = start('/adherer/paiement?lang=en');
    expect(router.page).toBe('payment');
    expect(current(history)).toBe('/apply/payment?lang=en');
  });

  it('the language toggle swaps the path of the same page', () => {
    const { router, history } = start('/get-a-quote/trip-details?lang=en');
    router.languageToggled();
    expect(router.lang).toBe('fr');
    expect(current(history)).toBe('/obtenir-une-soumission/infos-voyage?lang=fr');
  });

  it('a guarded step sends the buyer to the first step still open', () => {
    const history = memoryHistory('/apply/payment?lang=en');
    const router = new RouterStore(history, new SessionSlices(memoryStorage()));
    router.useGuard((step) => (step === 'travellerDetails' ? undefined : 'travellerDetails'));
    router.start();
    expect(router.page).toBe('travellerDetails');
    expect(current(history)).toBe('/get-a-quote?lang=en');
  });

  it('the language and reference code survive a reload without the query', () => {
    const storage = memoryStorage();
    start('/?lang=fr&refCode=NBT2024', storage);
    const { router, history } = start('/get-a-quote', storage);
    expect(router.lang).toBe('fr');
    expect(current(history)).toBe('/obtenir-une-soumission?lang=fr&refCode=NBT2024');
  });

  it('the back button shows the previous page', () => {
    const { router, history } = start('/get-a-quote?lang=en');
    router.navigate('tripDetails');
    expect(router.page).toBe('tripDetails');
    history.back();
    expect(router.page).toBe('travellerDetails');
  });

  it('property: every step path resolves to its step in its own language, in either case and slash', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STEP_IDS),
        fc.constantFrom('en' as const, 'fr' as const),
        fc.boolean(),
        (step, lang, upper) => {
          const path = PAGE_PATHS[step][lang];
          const typed = (upper ? path.toUpperCase() : path) + '/';
          expect(matchPath(typed)).toEqual({ page: step, pathLanguage: lang });
          const r = resolveLocation({ pathname: path, search: `?lang=${lang}` }, {});
          expect(r).toEqual({ kind: 'show', page: step, lang });
        },
      ),
    );
  });
});

import { quoteProgressSections } from '@tripx/application';
import { memoryStorage, PlanSelectionStore, SessionSlices } from '@tripx/ui-flow';
import {
  aFlowContext,
  aQuoteForm,
  fakeQuoteProgress,
  fixedServices,
  semhLine,
} from '@tripx/ui-flow/test-support';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathFor, PAGE_ROUTES } from '../features/routing/routes';
import { openingQuote } from '../features/resume-quote/store/resume-quote.store';
import { appAt, savedQuoteAndTrip } from '../test-support/app-at';

/* The purchase app's routes in a memory router, over the app's real stores and fake services. */
describe('the purchase app’s routes', () => {
  it('the root goes to traveller details with lang and refCode, replacing the root in the history', async () => {
    const { stores, address, router } = await appAt('/?lang=fr&refCode=NBT2024');
    expect(address()).toBe('/obtenir-une-soumission?lang=fr&refCode=NBT2024');
    expect(stores.page.page).toBe('travellerDetails');
    expect(stores.page.refCode).toBe('NBT2024');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('an unknown path goes to not-found in the language of its query', async () => {
    const { stores, address } = await appAt('/no/such/page?lang=fr');
    expect(stores.page.page).toBe('notFound');
    expect(address()).toBe('/notfound?lang=fr');
  });

  it('a French step opened without lang, by a session that was English, shows in French (issue 16)', async () => {
    const storage = memoryStorage();
    storage.setItem('tripx.web.config', JSON.stringify({ lang: 'en' }));
    const { stores, address } = await appAt('/adherer/paiement', storage);
    expect(stores.page.lang).toBe('fr');
    // No quote yet: the first step still to do, in French, with the reason.
    expect(address()).toBe('/obtenir-une-soumission?lang=fr');
    expect(stores.page.redirectedTo).toBe('travellerDetails');
  });

  it('the guard’s message goes once the buyer moves on', async () => {
    const app = await appAt('/get-a-quote/plan-selection', memoryStorage());
    expect(app.stores.page.redirectedTo).toBe('travellerDetails');
    await app.go('/faqs?lang=en');
    expect(app.stores.page.page).toBe('faqs');
    expect(app.stores.page.redirectedTo).toBeUndefined();
  });

  it('property: a path written in L shows its page in L, whatever ?lang and the session say', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGE_ROUTES.filter((r) => r.pathLanguage !== undefined)),
        fc.option(fc.constantFrom('en', 'fr')),
        fc.constantFrom('en', 'fr'),
        async (route, query, session) => {
          const storage = savedQuoteAndTrip();
          storage.setItem('tripx.web.config', JSON.stringify({ lang: session }));
          const { stores, address } = await appAt(`${route.path}${query ? `?lang=${query}` : ''}`, storage);
          const lang = route.pathLanguage;
          expect(stores.page.lang).toBe(lang);
          // The page itself, or the step the flow sends the buyer to: at its address in L either way.
          const shown = stores.page.redirectedTo ?? route.page;
          expect(stores.page.page).toBe(shown);
          expect(address()).toBe(`${pathFor(shown, lang ?? 'en')}?lang=${lang}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a shared path takes ?lang, else the session’s language', async () => {
    expect((await appAt('/faqs?lang=fr')).stores.page.lang).toBe('fr');
    const storage = memoryStorage();
    storage.setItem('tripx.web.config', JSON.stringify({ lang: 'fr', refCode: 'NBT2024' }));
    const { stores, address } = await appAt('/privacy', storage);
    expect(stores.page.lang).toBe('fr');
    expect(address()).toBe('/privacy?lang=fr&refCode=NBT2024');
  });

  it('the language toggle shows the same page at its address in the other language, in place', async () => {
    const app = await appAt('/get-a-quote/trip-details?lang=en&refCode=MAPLE', savedQuoteAndTrip());
    await app.after(() => app.stores.navigation.languageToggled());
    expect(app.address()).toBe('/obtenir-une-soumission/infos-voyage?lang=fr&refCode=MAPLE');
    expect(app.stores.page.lang).toBe('fr');
    expect(app.router.state.historyAction).toBe('REPLACE');
    await app.after(() => app.stores.navigation.languageToggled());
    expect(app.address()).toBe('/get-a-quote/trip-details?lang=en&refCode=MAPLE');
  });

  it('Back and Forward move between two steps, in the language of each address', async () => {
    const app = await appAt('/obtenir-une-soumission', savedQuoteAndTrip());
    await app.after(() => app.stores.navigation.go('tripDetails'));
    expect(app.address()).toBe('/obtenir-une-soumission/infos-voyage?lang=fr');
    await app.go(-1);
    expect(app.stores.page.page).toBe('travellerDetails');
    expect(app.address()).toBe('/obtenir-une-soumission?lang=fr');
    await app.go(1);
    expect(app.stores.page.page).toBe('tripDetails');
    expect(app.stores.page.lang).toBe('fr');
  });

  it('an address typed in capitals or with a trailing slash is corrected in place', async () => {
    const { stores, address } = await appAt('/GET-A-QUOTE/?lang=en');
    expect(stores.page.page).toBe('travellerDetails');
    expect(address()).toBe('/get-a-quote?lang=en');
  });
});

/* A saved quote's e-mailed link: the tab reopens the quote before its stores are made, the route
   prices its plans again and goes on to the summary through the router. */
describe('a saved quote’s link', () => {
  /** The quote as the server kept it: trip done and a plan chosen at $50.00, the day it was saved. */
  const savedProgress = async () => {
    const slices = new SessionSlices(savedQuoteAndTrip());
    const then = fixedServices(() => semhLine({ premiumCents: 4600, totalCents: 5000 }));
    const plans = new PlanSelectionStore(aFlowContext(aQuoteForm()), then.catalogue, then.quotes, slices);
    await plans.entered();
    plans.selectConfirmed('1:SEMH');
    return quoteProgressSections(slices.snapshot());
  };
  const opened = async (url: string, resumed: Parameters<typeof fakeQuoteProgress>[1]) => {
    const storage = memoryStorage();
    await openingQuote(
      new URL(url, 'http://localhost'),
      new SessionSlices(storage),
      fakeQuoteProgress(null, resumed),
    );
    return { storage, app: await appAt(url, storage) };
  };

  it('restores the quote, says the price moved, and shows the summary priced at today’s rates', async () => {
    const notice = { savedTotalCents: 5000, totalCents: 5400, priceChanged: true };
    const progress = await savedProgress();
    const { app, storage } = await opened('/get-a-quote/resume?lang=en&token=t-1', {
      ok: true,
      value: { language: 'en', form: {}, payload: {}, progress, ...notice },
    });
    expect(app.address()).toBe('/get-a-quote/quote-summary?lang=en');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(app.stores.resume.notice).toEqual(notice);
    // The plan stored at $50.00 is shown at today's $54.00 (the app's fake rating), on its card and in the summary.
    const plans = app.stores.deferred.later?.planSelection;
    expect(plans?.cards.get('1:SEMH')?.premium).toBe(5400);
    expect(plans?.summary.total).toBe(5400);
    // Said once: a reload does not say it again.
    expect(storage.getItem('tripx.web.resumeNotice')).toBeNull();
  });

  it('an expired link stays on its page, in its language, saying so', async () => {
    const url = '/obtenir-une-soumission/reprendre?lang=fr&token=old';
    const { app } = await opened(url, {
      ok: false,
      failure: { kind: 'refused', code: 'resumeLinkExpired', message: '', fields: [] },
    });
    expect(app.address()).toBe(url);
    expect(app.stores.resume.refused).toBe('expired');
    expect(app.stores.resume.notice).toBeUndefined();
    expect(app.stores.page.lang).toBe('fr');
  });
});

import type { ContentService, PolicyService, SessionService, TranslationService } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { fixedClock, memoryStorage, SessionSlices } from '@tripx/ui-flow';
import { memoryHistory } from '../platform/history';
import { TranslationLoader, createI18n } from '../platform/i18n';
import { RouterStore } from '../features/routing/store/router.store';
import { aQuoteForm, fakeLocations, fixedServices, semhLine, TODAY } from '@tripx/ui-flow/test-support';
import { composeStores } from './compose-stores';

const session: SessionService = {
  start: async () => undefined,
  keepAlive: async () => ({
    ok: true,
    value: { err: null, sessionExpiration: new Date(Date.now() + 1_800_000).toISOString() },
  }),
};
const translations: TranslationService = {
  translations: async (_s, _n, lang = 'en') => ({ ok: true, value: [{ language: lang, labels: {} }] }),
};
const content: ContentService = {
  content: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
};
const policies: PolicyService = {
  create: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
};

/** The app's stores as the container wires them, over fakes, at an address. */
const appAt = (url: string, storage = memoryStorage()) => {
  const history = memoryHistory(url);
  const slices = new SessionSlices(storage);
  const router = new RouterStore(history, slices);
  const i18n = createI18n('en');
  const { quotes, catalogue } = fixedServices(() => semhLine());
  const stores = composeStores({
    window,
    clock: fixedClock(TODAY),
    slices,
    router,
    i18n,
    translations: new TranslationLoader(i18n, translations),
    sessionService: session,
    contentService: content,
    locationService: fakeLocations([]),
    laterServices: async () => ({
      catalogueService: catalogue,
      quoteService: quotes,
      policyService: policies,
    }),
  });
  return { stores, history, storage };
};

/** A buyer whose quote and trip are done, saved as the slices a reload finds. */
const savedQuoteAndTrip = () => {
  const storage = memoryStorage();
  storage.setItem('tripx.web.quoteForm', JSON.stringify({ form: aQuoteForm(), submitted: true }));
  storage.setItem(
    'tripx.web.travelLocations',
    JSON.stringify({
      departureText: 'Toronto (YYZ), CA',
      departure: null,
      destinations: [],
      submitted: true,
    }),
  );
  return storage;
};

describe('AppStore: which steps may show, and the reset', () => {
  it('a step opened before its earlier steps are done shows the first open step', async () => {
    const { stores, history } = appAt('/apply/payment?lang=en');
    await stores.app.start();
    expect(stores.router.page).toBe('travellerDetails');
    expect(history.location().pathname).toBe('/get-a-quote');
  });

  it('a reload on the plans keeps the step when the quote and trip are done (later stores loaded first)', async () => {
    const { stores } = appAt('/get-a-quote/plan-selection?lang=en', savedQuoteAndTrip());
    await stores.app.start();
    expect(stores.router.page).toBe('planSelection');
    expect(stores.deferred.later).toBeDefined();
  });

  it('the summary waits until a plan is chosen for every traveller', async () => {
    const { stores } = appAt('/get-a-quote/quote-summary?lang=en', savedQuoteAndTrip());
    await stores.app.start();
    expect(stores.router.page).toBe('planSelection');
  });

  it('the end of the session resets the work, also for the next load', async () => {
    const { stores, storage } = appAt('/get-a-quote/plan-selection?lang=en', savedQuoteAndTrip());
    await stores.app.start();
    stores.app.sessionEnded();
    expect(stores.quoteForm.form.travellerCategory).toBe('');
    expect(stores.deferred.later?.planSelection.cards.size).toBe(0);
    const { stores: next } = appAt('/get-a-quote/plan-selection?lang=en', storage);
    await next.app.start();
    expect(next.quoteForm.submitted).toBe(false);
    expect(next.tripDetails.submitted).toBe(false);
    expect(next.router.page).toBe('travellerDetails');
  });
});

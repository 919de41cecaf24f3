import type {
  BookingConfirmation,
  ContentService,
  PolicyService,
  SessionService,
  TranslationService,
} from '@tripx/application';
import { fixedClock, memoryStorage, type SliceStorage } from '@tripx/ui-flow';
import {
  aQuoteForm,
  fakeLocations,
  fakeQuoteProgress,
  fixedServices,
  semhLine,
  TODAY,
} from '@tripx/ui-flow/test-support';
import { createMemoryRouter, type DataRouter } from 'react-router-dom';
import { AppModule } from '../app/app-container';
import { TOKENS } from '../app/app.tokens';
import { buildContainer, storesOf } from '../app/container';
import type { Stores } from '../app/compose-stores';

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
const noContent: ContentService = {
  content: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
};
/** The server's side of the purchase: no purchase made here; `bought` are the confirmations this session may read. */
const policiesOf = (
  bought: readonly BookingConfirmation[],
  read?: PolicyService['confirmation'],
): PolicyService => ({
  confirmation: async (n) => {
    if (read) return read(n);
    const found = bought.find((b) => b.policies.some((p) => p.policyNumber === n));
    return found
      ? { ok: true, value: found }
      : { ok: false, failure: { kind: 'refused', code: 'notFound', message: '', fields: [], status: 404 } };
  },
  create: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
});

/** Services a test may give in place of the fakes, and the purchases the session may read. */
export type ServiceOverrides = Partial<{
  readonly translations: TranslationService;
  readonly content: ContentService;
  readonly bought: readonly BookingConfirmation[];
  /** The confirmation's read in place of `bought` (a failing server, no connection). */
  readonly confirmationRead: PolicyService['confirmation'];
}>;

/** The app's services as fakes: no HTTP; the organization's content when a test gives one, the purchases the session may read. */
const fakeServicesModule = (overrides: ServiceOverrides) =>
  new AppModule(({ bind }) => {
    bind(TOKENS.sessionService).toConstantValue(session);
    bind(TOKENS.translationService).toConstantValue(overrides.translations ?? translations);
    bind(TOKENS.contentService).toConstantValue(overrides.content ?? noContent);
    bind(TOKENS.locationService).toConstantValue(fakeLocations([]));
    bind(TOKENS.quoteProgressService).toConstantValue(fakeQuoteProgress());
    const { quotes, catalogue } = fixedServices(() => semhLine());
    bind(TOKENS.laterServices).toConstantValue(async () => ({
      catalogueService: catalogue,
      quoteService: quotes,
      policyService: policiesOf(overrides.bought ?? [], overrides.confirmationRead),
    }));
  });

/** Resolves once the router has shown a page (its loaders and redirects are done). */
export const settled = (router: DataRouter): Promise<void> =>
  new Promise((resolve) => {
    const idle = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (idle()) return resolve();
    const stop = router.subscribe(() => {
      if (!idle()) return;
      stop();
      resolve();
    });
  });

export interface AppAt {
  readonly stores: Stores;
  readonly router: DataRouter;
  /** The address shown: path and query. */
  readonly address: () => string;
  /** Follows a link, Back (-1) or Forward (1), and waits until the page shows. */
  readonly go: (to: string | number) => Promise<void>;
  /** Does what navigates (a store's action), and waits until the page it leads to shows. */
  readonly after: (action: () => void) => Promise<void>;
}

/** The purchase app's container over fakes, its router in memory, opened at `url` and settled. */
export const appAt = async (
  url: string,
  storage: SliceStorage = memoryStorage(),
  services: ServiceOverrides = {},
): Promise<AppAt> => {
  const container = buildContainer(
    {
      window,
      clock: fixedClock(TODAY),
      storage,
      createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [url] }),
    },
    fakeServicesModule(services),
  );
  const stores = storesOf(container);
  const router = container.get<DataRouter>(TOKENS.router);
  await settled(router);
  return {
    stores,
    router,
    address: () => router.state.location.pathname + router.state.location.search,
    go: async (to) => {
      await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
      await settled(router);
    },
    after: (action) => {
      const shown = new Promise<void>((resolve) => {
        const stop = router.subscribe((state) => {
          if (state.navigation.state !== 'idle') return;
          stop();
          resolve();
        });
      });
      action();
      return shown;
    },
  };
};

/** A buyer whose quote and trip are done, saved as the slices a reload finds. */
export const savedQuoteAndTrip = (): SliceStorage => {
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

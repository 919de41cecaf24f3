import {
  fetchTransport,
  HttpClient,
  HttpContentService,
  HttpLocationService,
  HttpQuoteProgressService,
  HttpSessionService,
  HttpTranslationService,
} from '@tripx/adapters-http/client';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router-dom';
import { type Clock, memoryStorage, SessionSlices, type SliceStorage, systemClock } from '@tripx/ui-flow';
import { TranslationLoader, createI18n } from '../platform/i18n';
import { PageStore } from '../features/routing/store/page.store';
import { appRoutes } from './app-routes';
import { AppContainer, AppModule } from './app-container';
import { TOKENS } from './app.tokens';
import { composeStores, type Stores } from './compose-stores';

export interface AppEnvironment {
  readonly window: Window;
  readonly clock?: Clock;
  /** Makes the router over the app's routes: the browser's by default, a memory one in tests. */
  readonly createRouter?: (routes: RouteObject[]) => DataRouter;
  readonly storage?: SliceStorage;
  /** The card frame's origin (VITE_CARD_FRAME_ORIGIN); the page's host on port 8081 by default. */
  readonly cardFrameOrigin?: string;
}

const sessionStorageOf = (w: Window): SliceStorage => {
  try {
    return w.sessionStorage;
  } catch {
    return memoryStorage();
  }
};

/** The page: its window, clock, session storage and the page store the router writes. */
export const platformModule = (env: AppEnvironment) =>
  new AppModule(({ bind }) => {
    bind(TOKENS.window).toConstantValue(env.window);
    bind(TOKENS.clock).toConstantValue(env.clock ?? systemClock);
    bind(TOKENS.slices).toConstantValue(new SessionSlices(env.storage ?? sessionStorageOf(env.window)));
    bind(TOKENS.page).toDynamicValue((x) => new PageStore(x.get(TOKENS.slices)));
  });

/** The API over one HTTP client: the first page's services, and the later steps' loaded with them. */
export const httpServicesModule = new AppModule(({ bind }) => {
  bind(TOKENS.http).toDynamicValue((x) => {
    const page = x.get<PageStore>(TOKENS.page);
    return new HttpClient(fetchTransport(), {
      lang: () => page.lang,
      refCode: () => page.refCode,
    });
  });
  bind(TOKENS.sessionService).toDynamicValue((x) => new HttpSessionService(x.get(TOKENS.http)));
  bind(TOKENS.translationService).toDynamicValue((x) => new HttpTranslationService(x.get(TOKENS.http)));
  bind(TOKENS.contentService).toDynamicValue((x) => new HttpContentService(x.get(TOKENS.http)));
  bind(TOKENS.locationService).toDynamicValue((x) => new HttpLocationService(x.get(TOKENS.http)));
  bind(TOKENS.quoteProgressService).toDynamicValue((x) => new HttpQuoteProgressService(x.get(TOKENS.http)));
  // The quote, plan and purchase services come with the later steps' code (a smaller first page).
  bind(TOKENS.laterServices).toDynamicValue((x) => {
    const http = x.get<HttpClient>(TOKENS.http);
    return () => import('@tripx/ui-flow/http-services').then((m) => m.httpFlowServices(http));
  });
});

/**
 * The labels, the stores the views read (StoresContext), over the services of another module, and the
 * router over the stores (its routes write the page store and ask the flow which step may show).
 */
export const storesModule = (env: AppEnvironment) =>
  new AppModule(({ bind }) => {
    bind(TOKENS.i18n).toDynamicValue((x) => createI18n(x.get<PageStore>(TOKENS.page).lang));
    bind(TOKENS.translations).toDynamicValue(
      (x) => new TranslationLoader(x.get(TOKENS.i18n), x.get(TOKENS.translationService)),
    );
    bind(TOKENS.stores).toDynamicValue((x) =>
      composeStores({
        window: env.window,
        clock: x.get(TOKENS.clock),
        slices: x.get(TOKENS.slices),
        page: x.get(TOKENS.page),
        router: () => x.get<DataRouter>(TOKENS.router),
        i18n: x.get(TOKENS.i18n),
        translations: x.get(TOKENS.translations),
        sessionService: x.get(TOKENS.sessionService),
        contentService: x.get(TOKENS.contentService),
        locationService: x.get(TOKENS.locationService),
        quoteProgressService: x.get(TOKENS.quoteProgressService),
        laterServices: x.get(TOKENS.laterServices),
        ...(env.cardFrameOrigin ? { cardFrameOrigin: env.cardFrameOrigin } : {}),
      }),
    );
    bind(TOKENS.router).toDynamicValue((x) =>
      (env.createRouter ?? createBrowserRouter)(appRoutes(x.get(TOKENS.stores))),
    );
  });

/** The one container of the purchase app: the page, the services (HTTP unless a test gives its own), the stores. */
export const buildContainer = (env: AppEnvironment, services: AppModule = httpServicesModule): AppContainer =>
  new AppContainer(platformModule(env), services, storesModule(env));

export const storesOf = (c: AppContainer): Stores => c.get<Stores>(TOKENS.stores);

import {
  HttpClient,
  HttpContentService,
  HttpLocationService,
  HttpSessionService,
  HttpTranslationService,
} from '@tripx/adapters-http/client';
import axios from 'axios';
import { Container } from 'inversify';
import { type Clock, memoryStorage, SessionSlices, type SliceStorage, systemClock } from '@tripx/ui-flow';
import { browserHistory, type HistoryPort } from '../platform/history';
import { TranslationLoader, createI18n } from '../platform/i18n';
import { RouterStore } from '../features/routing/store/router.store';
import { TOKENS } from './app.tokens';
import { composeStores, type Stores } from './compose-stores';

export interface AppEnvironment {
  readonly window: Window;
  readonly clock?: Clock;
  readonly history?: HistoryPort;
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

/** The one container of the purchase app: adapters, platform services and the stores. */
export const buildContainer = (env: AppEnvironment): Container => {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(TOKENS.window).toConstantValue(env.window);
  c.bind(TOKENS.clock).toConstantValue(env.clock ?? systemClock);
  c.bind(TOKENS.history).toConstantValue(env.history ?? browserHistory(env.window));
  c.bind(TOKENS.slices).toConstantValue(new SessionSlices(env.storage ?? sessionStorageOf(env.window)));
  c.bind(TOKENS.router).toDynamicValue((x) => new RouterStore(x.get(TOKENS.history), x.get(TOKENS.slices)));
  c.bind(TOKENS.http).toDynamicValue((x) => {
    const router = x.get<RouterStore>(TOKENS.router);
    return new HttpClient(axios.create({ timeout: 30_000 }), {
      lang: () => router.lang,
      refCode: () => router.refCode,
    });
  });
  c.bind(TOKENS.sessionService).toDynamicValue((x) => new HttpSessionService(x.get(TOKENS.http)));
  c.bind(TOKENS.translationService).toDynamicValue((x) => new HttpTranslationService(x.get(TOKENS.http)));
  c.bind(TOKENS.contentService).toDynamicValue((x) => new HttpContentService(x.get(TOKENS.http)));
  c.bind(TOKENS.locationService).toDynamicValue((x) => new HttpLocationService(x.get(TOKENS.http)));
  // The quote, plan and purchase services come with the later steps' code (a smaller first page).
  c.bind(TOKENS.laterServices).toDynamicValue((x) => {
    const http = x.get<HttpClient>(TOKENS.http);
    return () => import('@tripx/ui-flow/http-services').then((m) => m.httpFlowServices(http));
  });
  c.bind(TOKENS.i18n).toDynamicValue((x) => createI18n(x.get<RouterStore>(TOKENS.router).lang));
  c.bind(TOKENS.translations).toDynamicValue(
    (x) => new TranslationLoader(x.get(TOKENS.i18n), x.get(TOKENS.translationService)),
  );
  c.bind(TOKENS.stores).toDynamicValue((x) =>
    composeStores({
      window: env.window,
      clock: x.get(TOKENS.clock),
      slices: x.get(TOKENS.slices),
      router: x.get(TOKENS.router),
      i18n: x.get(TOKENS.i18n),
      translations: x.get(TOKENS.translations),
      sessionService: x.get(TOKENS.sessionService),
      contentService: x.get(TOKENS.contentService),
      locationService: x.get(TOKENS.locationService),
      laterServices: x.get(TOKENS.laterServices),
      ...(env.cardFrameOrigin ? { cardFrameOrigin: env.cardFrameOrigin } : {}),
    }),
  );
  return c;
};

export const storesOf = (c: Container): Stores => c.get<Stores>(TOKENS.stores);

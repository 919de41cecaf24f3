import type {
  ContentService,
  LocationService,
  QuoteProgressService,
  SessionService,
} from '@tripx/application';
import type { i18n } from 'i18next';
import { action, makeObservable, observable } from 'mobx';
import {
  cardFrameOrigin,
  type Clock,
  QuoteFormStore,
  type SessionSlices,
  TripDetailsStore,
} from '@tripx/ui-flow';
import type { TranslationLoader } from '../platform/i18n';
import type { DataRouter } from 'react-router-dom';
import { Navigation } from '../features/routing/navigation';
import type { PageStore } from '../features/routing/store/page.store';
import type { IdleSessionStore } from '../features/session/store/idle-session.store';
import { ContentStore, SaveQuoteStore } from '@tripx/ui-flow';
import { AppStore } from './app.store';
import { QuoteProgressSync } from './quote-progress';
import type { LaterFlowServices } from '@tripx/ui-flow';
import type { LaterStores } from './later-stores';
import { ResumeQuoteStore } from '../features/resume-quote/store/resume-quote.store';

export interface StoreDeps {
  readonly window: Window;
  readonly clock: Clock;
  readonly slices: SessionSlices;
  readonly page: PageStore;
  /** The app's router, made once the stores exist (its loaders read them). */
  readonly router: () => Pick<DataRouter, 'navigate'>;
  readonly i18n: i18n;
  readonly translations: TranslationLoader;
  readonly sessionService: SessionService;
  readonly contentService: ContentService;
  readonly locationService: LocationService;
  /** The quote in progress kept on the server (GET/POST /sync-quote, saved quotes). */
  readonly quoteProgressService: QuoteProgressService;
  /** The later steps' services, loaded with them. */
  readonly laterServices: () => Promise<LaterFlowServices>;
  readonly cardFrameOrigin?: string;
}

/** The stores the first page needs. */
export interface FirstStores {
  readonly page: PageStore;
  readonly navigation: Navigation;
  readonly content: ContentStore;
  readonly quoteForm: QuoteFormStore;
  readonly tripDetails: TripDetailsStore;
  readonly cardFrameOrigin: string;
  /** The quote in progress sent to the server as the slices change. */
  readonly progress: QuoteProgressSync;
}

/**
 * Stores loaded after the first page: the later steps' (with their code) and the idle-session
 * reminder's (with rxjs). `current` is set once loaded, so views and the flow's guard read them
 * without waiting; `load()` loads them once.
 */
export class DeferredStores {
  later: LaterStores | undefined = undefined;
  idle: IdleSessionStore | undefined = undefined;
  private laterLoad: Promise<LaterStores> | undefined;
  private idleLoad: Promise<IdleSessionStore> | undefined;

  constructor(
    private readonly d: StoreDeps,
    private readonly first: FirstStores,
    private readonly onSessionEnded: () => void,
  ) {
    makeObservable<DeferredStores, 'loaded'>(this, {
      later: observable.ref,
      idle: observable.ref,
      loaded: action,
    });
  }

  loadLater(): Promise<LaterStores> {
    this.laterLoad ??= Promise.all([import('./later-stores'), this.d.laterServices()]).then(
      ([m, services]) => {
        const stores = m.composeLaterStores(this.d, services, this.first);
        this.loaded({ later: stores });
        return stores;
      },
    );
    return this.laterLoad;
  }

  loadIdle(): Promise<IdleSessionStore> {
    this.idleLoad ??= import('../features/session/store/idle-session.store').then((m) => {
      const idle = new m.IdleSessionStore(this.d.sessionService, this.d.window.document, this.onSessionEnded);
      this.loaded({ idle });
      return idle;
    });
    return this.idleLoad;
  }

  /**
   * The idle reminder matters minutes after the page opens: its code (rxjs) loads at the first key or
   * click, or after a while, so that it is not part of what the first page waits for.
   */
  loadIdleSoon(delayMs = 15_000): Promise<IdleSessionStore> {
    const w = this.d.window;
    return new Promise((resolve) => {
      const events = ['keydown', 'mousedown', 'touchstart'] as const;
      const go = () => {
        w.clearTimeout(timer);
        events.forEach((e) => w.removeEventListener(e, go));
        resolve(this.loadIdle());
      };
      const timer = w.setTimeout(go, delayMs);
      events.forEach((e) => w.addEventListener(e, go, { once: true, passive: true }));
    });
  }

  private loaded(patch: { later?: LaterStores; idle?: IdleSessionStore }): void {
    if (patch.later) this.later = patch.later;
    if (patch.idle) this.idle = patch.idle;
  }
}

export interface Stores extends FirstStores {
  readonly app: AppStore;
  readonly deferred: DeferredStores;
  readonly clock: Clock;
  readonly i18n: i18n;
  readonly translations: TranslationLoader;
  readonly saveQuote: SaveQuoteStore;
  /** What a saved quote's link gave: its refusal, or the notice its reopened quote lands with. */
  readonly resume: ResumeQuoteStore;
}

/** The first page's stores; the later ones come with their steps (DeferredStores). */
export const composeStores = (d: StoreDeps): Stores => {
  const { page, clock, slices } = d;
  const first: FirstStores = {
    page,
    // The confirmation's address names the purchase (the later stores hold it, long after both exist).
    navigation: new Navigation(page, d.router, () => deferred.later?.payment.purchasedPolicy),
    content: new ContentStore(d.contentService),
    quoteForm: new QuoteFormStore(clock, slices),
    tripDetails: new TripDetailsStore(d.locationService, slices),
    cardFrameOrigin: cardFrameOrigin(d.window.location, d.cardFrameOrigin),
    progress: new QuoteProgressSync(slices, d.quoteProgressService),
  };
  first.progress.start();
  // The session's end reaches the app store through this callback, called long after both exist.
  const deferred = new DeferredStores(d, first, () => app.sessionEnded());
  const app = new AppStore(first, deferred, d.sessionService, d.translations, slices);
  return {
    ...first,
    app,
    deferred,
    clock,
    i18n: d.i18n,
    translations: d.translations,
    saveQuote: new SaveQuoteStore(
      d.quoteProgressService,
      () => page.lang,
      () => first.progress.flush(),
    ),
    resume: new ResumeQuoteStore(slices, () => deferred.loadLater()),
  };
};

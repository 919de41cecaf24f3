import type { Language } from '@tripx/domain';
import type { SessionSlices } from '@tripx/ui-flow';
import * as t from 'io-ts';
import { action, computed, makeObservable, observable } from 'mobx';
import type { Locale, PageId, StepId } from '../routes';

/** The config slice of spec 3 that the purchase app keeps: the locale and the reference code. */
const ConfigSlice = t.partial({
  lang: t.keyof({ en: null, fr: null }),
  refCode: t.string,
});

/**
 * The page the address shows, in which language, for which reference code: written by the router
 * when an address opens (the router keeps none of it), read by the views, the labels and the API client.
 */
export class PageStore {
  page: PageId = 'travellerDetails';
  lang: Language = 'en';
  refCode: string | undefined = undefined;
  /** The step the flow's guard showed instead of the one asked for: its message says why. */
  redirectedTo: StepId | undefined = undefined;
  private pendingRedirect: StepId | undefined = undefined;

  constructor(slices: SessionSlices) {
    makeObservable<PageStore, 'pendingRedirect'>(this, {
      page: observable,
      lang: observable,
      refCode: observable,
      redirectedTo: observable,
      pendingRedirect: false,
      locale: computed,
      addressOpened: action,
      pageShown: action,
    });
    const remembered = slices.load('config', ConfigSlice) ?? {};
    if (remembered.lang) this.lang = remembered.lang;
    if (remembered.refCode) this.refCode = remembered.refCode;
    slices.persist('config', () => this.locale);
  }

  get locale(): Locale {
    return { lang: this.lang, ...(this.refCode ? { refCode: this.refCode } : {}) };
  }

  /** An address is being opened in this language, for this reference code (before its page shows). */
  addressOpened(locale: Locale): void {
    this.lang = locale.lang;
    this.refCode = locale.refCode;
  }

  /** The flow's guard sends the buyer from the step asked for to `step`. */
  stepRedirected(step: StepId): void {
    this.pendingRedirect = step;
  }

  /** The page shows; it keeps the guard's message only if the guard sent the buyer here. */
  pageShown(page: PageId): void {
    this.page = page;
    this.redirectedTo = this.pendingRedirect === page ? this.pendingRedirect : undefined;
    this.pendingRedirect = undefined;
  }
}

import type { Language } from '@tripx/domain';
import type { DataRouter } from 'react-router-dom';
import type { PageStore } from './store/page.store';
import { urlFor, type PageId } from './routes';

/** How the stores and views go to a page: through the app's router, never by writing the address. */
export class Navigation {
  constructor(
    private readonly page: PageStore,
    /** The app's router, made after the stores (its loaders read them): asked for when used. */
    private readonly router: () => Pick<DataRouter, 'navigate'>,
    /** A policy of the purchase made, which the confirmation's address names; undefined before. */
    private readonly purchase: () => string | undefined,
  ) {}

  /** The address of a page in the current language (or `lang`), with the reference code. */
  href(page: PageId, lang: Language = this.page.lang): string {
    return urlFor(page, { ...this.page.locale, lang }, this.purchase());
  }

  /** A link or a button of the app was used: a new entry in the browser's history. */
  go(page: PageId): void {
    void this.router().navigate(this.href(page));
  }

  /** The language toggle: the same page at its address in the other language (spec 2.1). */
  languageToggled(): void {
    void this.router().navigate(this.href(this.page.page, this.page.lang === 'en' ? 'fr' : 'en'), {
      replace: true,
    });
  }
}

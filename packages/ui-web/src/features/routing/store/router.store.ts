import { LANGUAGES, type Language } from '@tripx/domain';
import * as t from 'io-ts';
import { action, makeObservable, observable } from 'mobx';
import type { HistoryPort } from '../../../platform/history';
import type { SessionSlices } from '@tripx/ui-flow';
import { isStep, resolveLocation, urlFor, type PageId, type StepId } from './routes';

/** The config slice of spec 3 that the purchase app keeps: the locale and the reference code. */
export const ConfigSlice = t.partial({
  lang: t.keyof({ en: null, fr: null }),
  refCode: t.string,
});

/** Where a step may be shown from: the first step whose prerequisites are missing, if any. */
export type StepGuard = (step: StepId) => StepId | undefined;

/** The address bar as state: which page shows, in which language, for which reference code. */
export class RouterStore {
  page: PageId = 'travellerDetails';
  lang: Language = 'en';
  refCode: string | undefined = undefined;
  private guard: StepGuard = () => undefined;

  constructor(
    private readonly history: HistoryPort,
    slices: SessionSlices,
  ) {
    makeObservable<RouterStore, 'show'>(this, {
      page: observable,
      lang: observable,
      refCode: observable,
      show: action,
    });
    const remembered = slices.load('config', ConfigSlice) ?? {};
    if (remembered.lang) this.lang = remembered.lang;
    if (remembered.refCode) this.refCode = remembered.refCode;
    slices.persist('config', () => ({ lang: this.lang, ...(this.refCode ? { refCode: this.refCode } : {}) }));
  }

  /** Reads the address once at start and follows the back and forward buttons. */
  start(): () => void {
    this.addressChanged();
    return this.history.listen(() => this.addressChanged());
  }

  /** The page the address shows now, before the flow's guard (to load what that page needs first). */
  peekPage(): PageId {
    return resolveLocation(this.history.location(), {
      lang: this.lang,
      ...(this.refCode ? { refCode: this.refCode } : {}),
    }).page;
  }

  /** The flow's prerequisites (e.g. no payment before the plans are chosen). */
  useGuard(guard: StepGuard): void {
    this.guard = guard;
  }

  /** A link or a button of the flow was used. */
  navigate(page: PageId): void {
    const target = this.guarded(page);
    this.history.push(urlFor(target, this.query()));
    this.show(target, this.lang, this.refCode);
  }

  /** The language toggle swaps the labels and the path of the same page (spec 2.1). */
  languageToggled(): void {
    this.languageChosen(this.lang === 'en' ? 'fr' : 'en');
  }

  languageChosen(lang: Language): void {
    if (!LANGUAGES.includes(lang) || lang === this.lang) return;
    this.history.replace(urlFor(this.page, { ...this.query(), lang }));
    this.show(this.page, lang, this.refCode);
  }

  private addressChanged(): void {
    const r = resolveLocation(this.history.location(), {
      lang: this.lang,
      ...(this.refCode ? { refCode: this.refCode } : {}),
    });
    const refCode = r.kind === 'show' ? r.refCode : this.refCodeOf(r.url);
    const target = this.guarded(r.page);
    if (r.kind === 'redirect' || target !== r.page)
      this.history.replace(urlFor(target, { lang: r.lang, ...(refCode ? { refCode } : {}) }));
    this.show(target, r.lang, refCode);
  }

  private guarded(page: PageId): PageId {
    return isStep(page) ? (this.guard(page) ?? page) : page;
  }

  private refCodeOf(url: string): string | undefined {
    const q = url.indexOf('?');
    return new URLSearchParams(q < 0 ? '' : url.slice(q)).get('refCode') ?? undefined;
  }

  private query() {
    return { lang: this.lang, ...(this.refCode ? { refCode: this.refCode } : {}) };
  }

  private show(page: PageId, lang: Language, refCode: string | undefined): void {
    this.page = page;
    this.lang = lang;
    this.refCode = refCode;
  }
}

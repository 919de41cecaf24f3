import type { TranslationService } from '@tripx/application';
import type { Language } from '@tripx/domain';
import { FLOW_TRANSLATION_FILES } from '@tripx/ui-flow';
import i18next, { type i18n } from 'i18next';
import { action, makeObservable, observable } from 'mobx';

/**
 * The translation files the app shows (translations/<space>/<name>.<lang>.json, served by /tms): the
 * purchase flow's and the app's own pages. Each is one i18next namespace, `<space>.<name>`: error
 * codes repeat across modules (`required`), so they are not merged.
 */
export const TRANSLATION_FILES = [...FLOW_TRANSLATION_FILES, ['web', 'pages']] as const;

export type Namespace = `${(typeof TRANSLATION_FILES)[number][0]}.${(typeof TRANSLATION_FILES)[number][1]}`;
export const namespaceOf = (space: string, name: string): Namespace => `${space}.${name}` as Namespace;

export const createI18n = (lang: Language): i18n => {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    ns: TRANSLATION_FILES.map(([s, n]) => namespaceOf(s, n)),
    defaultNS: 'web.common',
    // Label files are flat and keys are the spec's codes (mon_943, invalid_date): no nesting, no ns prefix.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: {},
    initAsync: false,
    returnNull: false,
  });
  return instance;
};

/** What the first page shows (the quick quote): fetched before it renders, the rest right after. */
export const FIRST_PAGE_FILES: readonly (typeof TRANSLATION_FILES)[number][] = [
  ['web', 'common'],
  ['web', 'quote'],
  ['errors', 'quote-form'],
];

type File = (typeof TRANSLATION_FILES)[number];

/** Loads the labels of a language from the translation service before switching to it. */
export class TranslationLoader {
  /** Languages whose first-page labels are in; the app waits for the first one before showing a page. */
  loaded: readonly Language[] = [];
  failed = false;
  private readonly pending = new Map<string, Promise<boolean>>();

  constructor(
    private readonly i18n: i18n,
    private readonly service: TranslationService,
  ) {
    makeObservable<TranslationLoader, 'done'>(this, { loaded: observable, failed: observable, done: action });
  }

  /**
   * Makes `lang` the current language once its labels are in: the first page's files only when
   * `firstPageOnly` (a later call fetches the others), otherwise every file.
   */
  async use(lang: Language, options: { readonly firstPageOnly?: boolean } = {}): Promise<void> {
    const ok = await this.fetchAll(lang, options.firstPageOnly ? FIRST_PAGE_FILES : TRANSLATION_FILES);
    this.done(lang, !ok);
    await this.i18n.changeLanguage(lang);
  }

  private async fetchAll(lang: Language, files: readonly File[]): Promise<boolean> {
    const results = await Promise.all(files.map((f) => this.fetch(lang, f)));
    return results.every(Boolean);
  }

  /** One file once per language; a failed fetch is tried again at the next use. */
  private fetch(lang: Language, [space, name]: File): Promise<boolean> {
    const key = `${lang}|${space}|${name}`;
    let p = this.pending.get(key);
    if (!p) {
      p = this.service.translations(space, name, lang).then((r) => {
        const labels = r.ok ? r.value.find((x) => x.language === lang)?.labels : undefined;
        if (labels) this.i18n.addResourceBundle(lang, namespaceOf(space, name), labels, true, true);
        else this.pending.delete(key);
        return labels !== undefined;
      });
      this.pending.set(key, p);
    }
    return p;
  }

  private done(lang: Language, failed: boolean): void {
    // A missing file shows its keys rather than an empty page; the failure is kept (spec 8).
    this.failed = this.failed || failed;
    if (!this.loaded.includes(lang)) this.loaded = [...this.loaded, lang];
  }
}

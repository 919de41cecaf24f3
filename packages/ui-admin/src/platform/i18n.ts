import type { TranslationService } from '@tripx/application';
import { FLOW_TRANSLATION_FILES } from '@tripx/ui-flow';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Lang = 'en' | 'fr';
/** Label files of translations/admin/ served by /tms (spec 7.2). */
export const LABEL_FILES = [
  'shell',
  'menu',
  'policies',
  'distribution',
  'booking',
  'partner-keys',
  'webhooks',
] as const;

export const languageFromUrl = (search: string): Lang =>
  new URLSearchParams(search).get('lang')?.toLowerCase() === 'fr' ? 'fr' : 'en';

/** Every file the app shows: its own (translations/admin/) and the booking flow's, as [space, name, namespace]. */
const FILES = [
  ...LABEL_FILES.map((name) => ['admin', name, name] as const),
  ...FLOW_TRANSLATION_FILES.map(([space, name]) => [space, name, `${space}.${name}`] as const),
];

/** Every namespace of the signed-in app. */
export const ALL_NAMESPACES: readonly string[] = FILES.map(([, , ns]) => ns);
/** What the signed-out page shows: the shell's labels only. */
export const SIGNED_OUT_NAMESPACES: readonly string[] = ['shell'];

/**
 * i18next's backend over the translation service: one file in one language when i18next first needs
 * it. A file that fails to load leaves its keys.
 */
const translationBackend = (translations: Pick<TranslationService, 'translations'>): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    const file = FILES.find(([, , ns]) => ns === namespace);
    const lang = language === 'fr' ? 'fr' : 'en';
    if (!file) return done(null, {});
    void translations.translations(file[0], file[1], lang).then((r) => {
      const labels = r.ok ? r.value.find((l) => l.language === lang)?.labels : undefined;
      done(null, labels ?? {});
    });
  },
});

/**
 * The page's language and the namespaces asked, loaded before it answers; another language or
 * namespace loads when it is first needed (`changeLanguage`, `loadNamespaces`). Keys are flat (dots are
 * part of a key, not nesting). The flow's namespaces are `<space>.<name>` as in the purchase app, so its
 * views find their labels unchanged.
 */
export const createI18n = async (
  lang: Lang,
  translations: Pick<TranslationService, 'translations'>,
  namespaces: readonly string[] = ALL_NAMESPACES,
): Promise<i18n> => {
  const instance = i18next.createInstance();
  await instance
    .use(translationBackend(translations))
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: 'en',
      ns: [...namespaces],
      defaultNS: 'shell',
      keySeparator: false,
      nsSeparator: ':',
      interpolation: { escapeValue: false },
    });
  return instance;
};

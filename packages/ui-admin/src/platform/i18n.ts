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

type Labels = Readonly<Record<string, string>>;

/**
 * The staff wording of the booking flow (translations/admin/booking-flow): where the purchase app
 * speaks to the buyer ("your trip"), staff read of "the client". Keyed `<namespace>:<key>`, each
 * replacing that one label of the flow's file; the rest of the flow's labels stay as they are.
 */
const STAFF_WORDING = ['admin', 'booking-flow'] as const;

/** The staff labels of one flow namespace, keyed as that namespace's own. */
export const staffWordingOf = (wording: Labels, namespace: string): Labels =>
  Object.fromEntries(
    Object.entries(wording)
      .filter(([k]) => k.startsWith(`${namespace}:`))
      .map(([k, v]) => [k.slice(namespace.length + 1), v]),
  );

/**
 * i18next's backend over the translation service: one file in one language when i18next first needs
 * it, a flow file with the staff wording over it. A file that fails to load leaves its keys.
 */
const translationBackend = (translations: Pick<TranslationService, 'translations'>): BackendModule => {
  const load = async (space: string, name: string, lang: Lang): Promise<Labels> => {
    const r = await translations.translations(space, name, lang);
    return (r.ok ? r.value.find((l) => l.language === lang)?.labels : undefined) ?? {};
  };
  const wording = new Map<Lang, Promise<Labels>>();
  const staffWording = (lang: Lang): Promise<Labels> => {
    const loaded = wording.get(lang) ?? load(...STAFF_WORDING, lang);
    wording.set(lang, loaded);
    return loaded;
  };
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, done) => {
      const file = FILES.find(([, , ns]) => ns === namespace);
      const lang = language === 'fr' ? 'fr' : 'en';
      if (!file) return done(null, {});
      const [space, name] = file;
      const staff = space === 'admin' ? Promise.resolve({}) : staffWording(lang);
      void Promise.all([load(space, name, lang), staff]).then(([labels, w]) =>
        done(null, { ...labels, ...staffWordingOf(w, namespace) }),
      );
    },
  };
};

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

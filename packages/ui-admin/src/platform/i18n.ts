import type { TranslationService } from '@tripx/application';
import { FLOW_TRANSLATION_FILES } from '@tripx/ui-flow';
import i18next, { type i18n } from 'i18next';
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

/**
 * Loads both languages once; keys are flat (dots are part of a key, not nesting). The flow's
 * namespaces are `<space>.<name>` as in the purchase app, so its views find their labels unchanged.
 */
export const createI18n = async (
  lang: Lang,
  translations: Pick<TranslationService, 'translations'>,
): Promise<i18n> => {
  const resources: Record<string, Record<string, Record<string, string>>> = { en: {}, fr: {} };
  await Promise.all(
    FILES.map(async ([space, name, ns]) => {
      // Both languages at once (no language asked); a file that fails to load leaves its keys.
      const r = await translations.translations(space, name);
      for (const { language, labels } of r.ok ? r.value : []) {
        const target = resources[language];
        if (target) target[ns] = labels;
      }
    }),
  );
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    ns: FILES.map(([, , ns]) => ns),
    defaultNS: 'shell',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    resources,
  });
  return instance;
};

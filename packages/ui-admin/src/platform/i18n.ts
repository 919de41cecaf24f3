import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Lang = 'en' | 'fr';
/** Label files of translations/admin/ served by /tms (spec 7.2). */
export const LABEL_FILES = ['shell', 'menu', 'policies', 'distribution', 'booking'] as const;

type Space = readonly { language: string; labels: Record<string, string> }[];

export const languageFromUrl = (search: string): Lang =>
  new URLSearchParams(search).get('lang')?.toLowerCase() === 'fr' ? 'fr' : 'en';

/** Loads both languages once; keys are flat (dots are part of a key, not nesting). */
export const createI18n = async (
  lang: Lang,
  fetcher: typeof fetch = (...a) => fetch(...a),
): Promise<i18n> => {
  const resources: Record<string, Record<string, Record<string, string>>> = { en: {}, fr: {} };
  await Promise.all(
    LABEL_FILES.map(async (name) => {
      const r = await fetcher(`/tms/translationspaces/admin/translations/${name}`);
      const space = (r.ok ? await r.json() : []) as Space;
      for (const { language, labels } of space) {
        const target = resources[language];
        if (target) target[name] = labels;
      }
    }),
  );
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    ns: [...LABEL_FILES],
    defaultNS: 'shell',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    resources,
  });
  return instance;
};

import i18next, { type i18n } from 'i18next';
import policiesEn from '../../../../../../translations/admin/policies.en.json';
import policiesFr from '../../../../../../translations/admin/policies.fr.json';

/** An i18next instance with the policies words in both languages, set to `lang`. */
export const policiesI18n = async (lang: 'en' | 'fr'): Promise<i18n> => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    ns: ['policies'],
    defaultNS: 'policies',
    resources: { en: { policies: policiesEn }, fr: { policies: policiesFr } },
    interpolation: { escapeValue: false },
  });
  return instance;
};

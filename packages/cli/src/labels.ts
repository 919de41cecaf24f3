import type { Language } from '@tripx/domain';
import apiEn from '../../../translations/errors/api.en.json';
import apiFr from '../../../translations/errors/api.fr.json';
import partnerKeysEn from '../../../translations/errors/partner-keys.en.json';
import partnerKeysFr from '../../../translations/errors/partner-keys.fr.json';
import policyEn from '../../../translations/errors/policy-maintenance.en.json';
import policyFr from '../../../translations/errors/policy-maintenance.fr.json';
import purchaseEn from '../../../translations/errors/purchase.en.json';
import purchaseFr from '../../../translations/errors/purchase.fr.json';
import errorsEn from '../../../translations/errors/rating.en.json';
import errorsFr from '../../../translations/errors/rating.fr.json';
import cliEn from '../../../translations/cli/cli.en.json';
import cliFr from '../../../translations/cli/cli.fr.json';

/** The CLI's own labels over the rating errors; the partner API's problems may name the others' codes. */
const LABELS: Record<Language, Record<string, string>> = {
  en: { ...apiEn, ...partnerKeysEn, ...purchaseEn, ...policyEn, ...errorsEn, ...cliEn },
  fr: { ...apiFr, ...partnerKeysFr, ...purchaseFr, ...policyFr, ...errorsFr, ...cliFr },
};

/** The label of a key in a language, with `{{name}}` filled in; the key itself when there is none. */
export const label = (lang: Language, key: string, params: Record<string, string | number> = {}): string =>
  (LABELS[lang][key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

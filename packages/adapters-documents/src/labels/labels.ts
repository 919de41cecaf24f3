import { isOneOf, PROVINCES, type Language } from '@tripx/domain';
import confirmationEn from '../../../../translations/documents/confirmation.en.json';
import confirmationFr from '../../../../translations/documents/confirmation.fr.json';
import emailEn from '../../../../translations/documents/email.en.json';
import emailFr from '../../../../translations/documents/email.fr.json';
import productEn from '../../../../translations/documents/product.en.json';
import productFr from '../../../../translations/documents/product.fr.json';
import commonEn from '../../../../translations/web/common.en.json';
import commonFr from '../../../../translations/web/common.fr.json';

export type ConfirmationLabelKey = keyof typeof confirmationEn;
export type EmailLabelKey = keyof typeof emailEn;
export type ProductLabelKey = keyof typeof productEn;

// The French files must have the same keys: the assignment fails to compile otherwise.
const CONFIRMATION: Readonly<Record<Language, Readonly<Record<ConfirmationLabelKey, string>>>> = {
  en: confirmationEn,
  fr: confirmationFr,
};
const EMAIL: Readonly<Record<Language, Readonly<Record<EmailLabelKey, string>>>> = {
  en: emailEn,
  fr: emailFr,
};

const PRODUCT: Readonly<Record<Language, Readonly<Record<ProductLabelKey, string>>>> = {
  en: productEn,
  fr: productFr,
};

export type Params = Readonly<Record<string, string | number>>;

/** Replaces `{{name}}` by its parameter, as i18next does; an unknown name is left visible, not blanked. */
export const interpolate = (template: string, params: Params = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );

export type Translate<K extends string> = (key: K, params?: Params) => string;

export const confirmationLabels =
  (lang: Language): Translate<ConfirmationLabelKey> =>
  (key, params) =>
    interpolate(CONFIRMATION[lang][key], params);

export const emailLabels =
  (lang: Language): Translate<EmailLabelKey> =>
  (key, params) =>
    interpolate(EMAIL[lang][key], params);

export const productLabels =
  (lang: Language): Translate<ProductLabelKey> =>
  (key, params) =>
    interpolate(PRODUCT[lang][key], params);

const COMMON: Readonly<Record<Language, Readonly<Record<string, string>>>> = { en: commonEn, fr: commonFr };

/** A province's name in `lang`, as the purchase app writes it; an unknown code is shown as it is. */
export const provinceName = (code: string, lang: Language): string =>
  (isOneOf(PROVINCES, code) ? COMMON[lang][`province.${code}`] : undefined) ?? code;

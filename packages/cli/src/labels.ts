import type { Language } from '@tripx/domain';
import errorsEn from '../../../translations/errors/rating.en.json';
import errorsFr from '../../../translations/errors/rating.fr.json';
import cliEn from '../../../translations/cli/cli.en.json';
import cliFr from '../../../translations/cli/cli.fr.json';

const LABELS: Record<Language, Record<string, string>> = {
  en: { ...errorsEn, ...cliEn },
  fr: { ...errorsFr, ...cliFr },
};

/** The label of a key in a language, with `{{name}}` filled in; the key itself when there is none. */
export const label = (lang: Language, key: string, params: Record<string, string | number> = {}): string =>
  (LABELS[lang][key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

import type { Language } from '../shared/enums';

/**
 * The purchase app's page a saved quote's e-mailed link opens, in each language (spec 2.1's style):
 * the server writes the link with it and the app routes it, so that the two never drift apart.
 */
export const RESUME_QUOTE_PATHS: Readonly<Record<Language, string>> = {
  en: '/get-a-quote/resume',
  fr: '/obtenir-une-soumission/reprendre',
};

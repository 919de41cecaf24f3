import { LANGUAGES, isOneOf, type Language } from '@tripx/domain';
import { FLOW_STEP_ROUTES, FLOW_STEPS, FLOW_STEP_PATHS, type FlowStep } from '@tripx/ui-flow';

/** The purchase steps in their order (spec 2.1): the shared flow's. */
export const STEP_IDS = FLOW_STEPS;
export type StepId = FlowStep;

/** Pages outside the steps: the external pages of spec 2.5 and not-found. */
const OTHER_PAGE_IDS = ['welcome', 'faqs', 'contactUs', 'resource', 'privacy', 'notFound'] as const;
type OtherPageId = (typeof OTHER_PAGE_IDS)[number];
export type PageId = StepId | OtherPageId;

export const isStep = (page: PageId): page is StepId => isOneOf(STEP_IDS, page);

/** The external pages keep one path in both languages: their language is the query's. */
const OTHER_PAGE_PATHS: Readonly<Record<OtherPageId, string>> = {
  welcome: '/welcome',
  faqs: '/faqs',
  contactUs: '/contact-us',
  resource: '/resource',
  privacy: '/privacy',
  notFound: '/notfound',
};

/** One route of the app: a page at a path, and the language the path is written in (none when shared). */
export interface PageRoute {
  readonly page: PageId;
  readonly pathLanguage: Language | undefined;
  readonly path: string;
}

/** Every page's routes: each step in English and French (the flow's table, spec 2.1), then the others. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  ...FLOW_STEP_ROUTES.map(({ step, lang, path }) => ({ page: step, pathLanguage: lang, path: `/${path}` })),
  ...OTHER_PAGE_IDS.map((page) => ({ page, pathLanguage: undefined, path: OTHER_PAGE_PATHS[page] })),
];

/**
 * A purchase's confirmation has an address of its own: the step's path and one of its policies
 * (`/apply/confirmation/{policyNumber}`), stable across reloads, Back and new tabs (issue 16).
 */
export const CONFIRMATION_ROUTES: readonly { readonly lang: Language; readonly path: string }[] =
  LANGUAGES.map((lang) => ({ lang, path: `/${FLOW_STEP_PATHS.confirmation[lang]}/:policyNumber` }));

/** A page's path; the confirmation's names the purchase when there is one. */
export const pathFor = (page: PageId, lang: Language, purchase?: string): string => {
  if (!isStep(page)) return OTHER_PAGE_PATHS[page];
  const path = `/${FLOW_STEP_PATHS[page][lang]}`;
  return page === 'confirmation' && purchase ? `${path}/${encodeURIComponent(purchase)}` : path;
};

/** The language of a page and the reference code of the organization that sent the buyer (spec 2.1). */
export interface Locale {
  readonly lang: Language;
  readonly refCode?: string;
}

/** The query every page carries: the language and, when there is one, the reference code (spec 2.1). */
const queryString = ({ lang, refCode }: Locale): string => {
  const q = new URLSearchParams({ lang });
  if (refCode) q.set('refCode', refCode);
  return `?${q.toString()}`;
};

export const urlFor = (page: PageId, locale: Locale, purchase?: string): string =>
  pathFor(page, locale.lang, purchase) + queryString(locale);

/** Reads lang and refCode (or its alias referenceId) of a query string; a bad lang is ignored. */
const readQuery = (search: string): Partial<Locale> => {
  const q = new URLSearchParams(search);
  const lang = q.get('lang')?.toLowerCase();
  const refCode = (q.get('refCode') ?? q.get('referenceId') ?? '').trim().slice(0, 60);
  return {
    ...(isOneOf(LANGUAGES, lang) ? { lang } : {}),
    ...(refCode ? { refCode } : {}),
  };
};

/**
 * The language and reference code of an address. A path written in one language is in that language,
 * whatever its query or the session says (issue 16); a shared path (the root, /faqs…) takes the query's
 * lang, else the session's, else English. The reference code is the query's, else the session's.
 */
export const localeOf = (pathLanguage: Language | undefined, search: string, remembered: Locale): Locale => {
  const query = readQuery(search);
  const refCode = query.refCode ?? remembered.refCode;
  return { lang: pathLanguage ?? query.lang ?? remembered.lang, ...(refCode ? { refCode } : {}) };
};

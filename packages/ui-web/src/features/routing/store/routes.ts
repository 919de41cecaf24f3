import { LANGUAGES, isOneOf, type Language } from '@tripx/domain';
import { FLOW_STEPS, type FlowStep } from '@tripx/ui-flow';

/** The purchase steps in their order (spec 2.1): the shared flow's. */
export const STEP_IDS = FLOW_STEPS;
export type StepId = FlowStep;

/** Pages outside the steps: the external pages of spec 2.5 and not-found. */
export const OTHER_PAGE_IDS = ['welcome', 'faqs', 'contactUs', 'resource', 'privacy', 'notFound'] as const;
export type PageId = StepId | (typeof OTHER_PAGE_IDS)[number];

export const isStep = (page: PageId): page is StepId => isOneOf(STEP_IDS, page);

type Paths = Readonly<Record<Language, string>>;
const same = (path: string): Paths => ({ en: path, fr: path });

/** English and French paths of spec 2.1; the external pages keep one path in both languages. */
export const PAGE_PATHS: Readonly<Record<PageId, Paths>> = {
  travellerDetails: { en: '/get-a-quote', fr: '/obtenir-une-soumission' },
  tripDetails: { en: '/get-a-quote/trip-details', fr: '/obtenir-une-soumission/infos-voyage' },
  planSelection: { en: '/get-a-quote/plan-selection', fr: '/obtenir-une-soumission/choisir-regime' },
  quoteSummary: { en: '/get-a-quote/quote-summary', fr: '/obtenir-une-soumission/apercu-soumission' },
  contactDetails: { en: '/apply', fr: '/adherer' },
  payment: { en: '/apply/payment', fr: '/adherer/paiement' },
  confirmation: { en: '/apply/confirmation', fr: '/adherer/confirmation' },
  welcome: same('/welcome'),
  faqs: same('/faqs'),
  contactUs: same('/contact-us'),
  resource: same('/resource'),
  privacy: same('/privacy'),
  notFound: same('/notfound'),
};

export interface PathMatch {
  readonly page: PageId;
  /** The language the path is written in; undefined for a path both languages share. */
  readonly pathLanguage: Language | undefined;
}

const normalize = (pathname: string): string => {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
};

/** Which page a path shows, and in which language it is written; undefined for an unknown path. */
export const matchPath = (pathname: string): PathMatch | undefined => {
  const path = normalize(pathname);
  for (const [page, paths] of Object.entries(PAGE_PATHS) as [PageId, Paths][]) {
    if (paths.en === paths.fr) {
      if (path === paths.en) return { page, pathLanguage: undefined };
      continue;
    }
    for (const lang of LANGUAGES) if (path === paths[lang]) return { page, pathLanguage: lang };
  }
  return undefined;
};

export const pathFor = (page: PageId, lang: Language): string => PAGE_PATHS[page][lang];

export interface QueryContext {
  readonly lang: Language;
  readonly refCode?: string;
}

/** The query every page carries: the language and, when there is one, the reference code (spec 2.1). */
export const queryString = ({ lang, refCode }: QueryContext): string => {
  const q = new URLSearchParams({ lang });
  if (refCode) q.set('refCode', refCode);
  return `?${q.toString()}`;
};

export const urlFor = (page: PageId, ctx: QueryContext): string => pathFor(page, ctx.lang) + queryString(ctx);

/** Reads lang and refCode (or its alias referenceId) of a query string; a bad lang is ignored. */
export const readQuery = (search: string): { lang?: Language; refCode?: string } => {
  const q = new URLSearchParams(search);
  const lang = q.get('lang')?.toLowerCase();
  const refCode = (q.get('refCode') ?? q.get('referenceId') ?? '').trim().slice(0, 60);
  return {
    ...(isOneOf(LANGUAGES, lang) ? { lang } : {}),
    ...(refCode ? { refCode } : {}),
  };
};

export type Resolution =
  | { readonly kind: 'show'; readonly page: PageId; readonly lang: Language; readonly refCode?: string }
  | { readonly kind: 'redirect'; readonly url: string; readonly page: PageId; readonly lang: Language };

/**
 * What to do with an address (spec 2.1): the root goes to traveller details with lang and refCode; an
 * unknown path goes to not-found; a path in the other language goes to the same page in the current
 * one. The current language is the lang parameter, else the one the session remembers, else the path's.
 */
export const resolveLocation = (
  location: { readonly pathname: string; readonly search: string },
  remembered: { readonly lang?: Language; readonly refCode?: string },
): Resolution => {
  const query = readQuery(location.search);
  const refCode = query.refCode ?? remembered.refCode;
  const match = normalize(location.pathname) === '/' ? undefined : matchPath(location.pathname);
  const lang = query.lang ?? remembered.lang ?? match?.pathLanguage ?? 'en';
  const ctx = { lang, ...(refCode ? { refCode } : {}) };
  if (normalize(location.pathname) === '/')
    return { kind: 'redirect', url: urlFor('travellerDetails', ctx), page: 'travellerDetails', lang };
  if (!match) return { kind: 'redirect', url: urlFor('notFound', ctx), page: 'notFound', lang };
  if (match.pathLanguage !== undefined && match.pathLanguage !== lang)
    return { kind: 'redirect', url: urlFor(match.page, ctx), page: match.page, lang };
  // The address keeps lang (and refCode) in its query so that a shared link opens in the same language.
  if (query.lang !== lang || query.refCode !== refCode)
    return { kind: 'redirect', url: urlFor(match.page, ctx), page: match.page, lang };
  return { kind: 'show', page: match.page, lang, ...(refCode ? { refCode } : {}) };
};

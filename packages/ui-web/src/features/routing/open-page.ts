import type { Language } from '@tripx/domain';
import type { PageStore } from './store/page.store';
import { isStep, localeOf, urlFor, type PageId, type PageRoute, type StepId } from './routes';

/** What opening an address needs of the flow: which step may show, and the app's start-up. */
export interface FlowGate {
  /** The step a step's address shows: itself, or the first earlier step still to do. */
  stepShown(step: StepId): Promise<StepId>;
  /** Start-up, once (labels of the page language): `quoteFirst` when the first page is the quick quote. */
  ready(quoteFirst: boolean): Promise<void>;
  /** A policy of the purchase this tab's quote ended in (the confirmation's address names it). */
  purchase(): string | undefined;
}

const pathAndQuery = (url: URL): string => url.pathname + url.search;

/**
 * An address of the app is opened (a link, Back or Forward, a reload, a new tab): the page store takes
 * its language and reference code, the flow says which step may show, and the answer is the address to
 * go to instead (the same page's canonical address, or the step the flow sends the buyer to), or
 * undefined when the page shows as it is. The router only maps; the stores decide.
 */
export const openPage = async (
  route: Pick<PageRoute, 'page' | 'pathLanguage'>,
  url: URL,
  page: PageStore,
  flow: FlowGate,
): Promise<string | undefined> => {
  const locale = localeOf(route.pathLanguage, url.search, page.locale);
  page.addressOpened(locale);
  const [shown] = await Promise.all([
    isStep(route.page) ? flow.stepShown(route.page) : Promise.resolve<PageId>(route.page),
    flow.ready(route.page === 'travellerDetails'),
  ]);
  if (shown !== route.page && isStep(shown)) page.stepRedirected(shown);
  const canonical = urlFor(shown, locale, flow.purchase());
  if (canonical !== pathAndQuery(url)) return canonical;
  page.pageShown(shown);
  return undefined;
};

/**
 * A purchase's confirmation opened at its address: shown when the server shows that purchase to this
 * session (its content read there), the not-found page's address otherwise (another session, no such
 * policy: nothing is said of it).
 */
export const openConfirmation = async (
  lang: Language,
  url: URL,
  policyNumber: string,
  page: PageStore,
  flow: Pick<FlowGate, 'ready'> & { confirmationShown(policyNumber: string): Promise<boolean> },
): Promise<string | undefined> => {
  const locale = localeOf(lang, url.search, page.locale);
  page.addressOpened(locale);
  const [shown] = await Promise.all([flow.confirmationShown(policyNumber), flow.ready(false)]);
  if (!shown) return urlFor('notFound', locale);
  const canonical = urlFor('confirmation', locale, policyNumber);
  if (canonical !== pathAndQuery(url)) return canonical;
  page.pageShown('confirmation');
  return undefined;
};

/** Where an address outside the pages goes: the root to the quote, anything else to not-found (spec 2.1). */
export const elsewhere = (url: URL, page: PageStore): string =>
  urlFor(
    url.pathname === '/' ? 'travellerDetails' : 'notFound',
    localeOf(undefined, url.search, page.locale),
  );

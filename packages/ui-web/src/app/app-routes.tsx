import { LANGUAGES, RESUME_QUOTE_PATHS } from '@tripx/domain';
import { FullPageLoading } from '@tripx/ui-kit';
import { FLOW_PAGE_MODULES } from '@tripx/ui-flow/views';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PageError } from '../features/errors/views/page-error.view';
import { elsewhere, openConfirmation, openPage } from '../features/routing/open-page';
import { CONFIRMATION_ROUTES, isStep, PAGE_ROUTES, urlFor, type PageRoute } from '../features/routing/routes';
import { App } from './app.view';
import type { Stores } from './compose-stores';

/** Both languages, since it shows before the labels arrive. */
const LOADING = 'Loading… / Chargement…';

/** The code of a page, loaded when its route is first opened (lazy route modules). */
const pageModule = async ({ page }: Pick<PageRoute, 'page'>): Promise<Pick<RouteObject, 'Component'>> => {
  if (isStep(page)) return { Component: await FLOW_PAGE_MODULES[page]() };
  if (page === 'notFound')
    return { Component: (await import('../features/not-found/views/not-found.page')).NotFoundPage };
  const { ContentPage } = await import('../features/content-pages/views/content-page.view');
  return { Component: () => <ContentPage page={page} /> };
};

/** Every address of the app: the pages, the saved quote's link, the root and any other path. */
const pageRoutes = (stores: Stores): RouteObject[] => {
  const page = stores.page;
  const away = ({ request }: LoaderFunctionArgs) => replace(elsewhere(new URL(request.url), stores.page));
  return [
    { index: true, loader: away },
    ...PAGE_ROUTES.map((route): RouteObject => ({
      path: route.path,
      loader: async ({ request }) => {
        const to = await openPage(route, new URL(request.url), stores.page, stores.app);
        return to === undefined ? null : replace(to);
      },
      lazy: () => pageModule(route),
    })),
    ...CONFIRMATION_ROUTES.map(({ lang, path }): RouteObject => ({
      path,
      loader: async ({ request, params }) => {
        const url = new URL(request.url);
        const to = await openConfirmation(lang, url, params['policyNumber'] ?? '', page, stores.app);
        return to === undefined ? null : replace(to);
      },
      lazy: () => pageModule({ page: 'confirmation' }),
    })),
    // A saved quote's e-mailed link (the server writes it with the same paths): the tab reopened the
    // quote before its stores were made (`openingQuote`).
    ...LANGUAGES.map((lang): RouteObject => ({
      path: RESUME_QUOTE_PATHS[lang],
      loader: async () => {
        page.addressOpened({ ...page.locale, lang });
        // The page's labels load as on any first address (start-up), while the plans are priced again.
        const [refused] = await Promise.all([stores.resume.linkOpened(), stores.app.ready(false)]);
        // The flow's guard then shows the summary, or the first step the quote still needs, saying why.
        return refused ?? replace(urlFor('quoteSummary', { ...page.locale, lang }));
      },
      lazy: async () => ({
        Component: (await import('../features/resume-quote/views/resume-quote.page')).ResumeQuotePage,
      }),
    })),
    { path: '*', loader: away },
  ];
};

/** Loading the address again: what the buyer typed comes back from the session (its persisted slices). */
const reload = () => window.location.reload();

/**
 * The purchase app's routes (spec 2.1): every page at its address in each language, the root and any
 * other path. A route only maps its address to the stores (`openPage`) and to its page's code; a
 * redirect replaces the address it corrects, so that Back never returns to it. A page that cannot be
 * loaded (offline, or the server failing) shows its error page inside the app's frame, brand kept.
 */
export const appRoutes = (stores: Stores): RouteObject[] => [
  {
    Component: App,
    HydrateFallback: () => <FullPageLoading label={LOADING} />,
    // The app's frame itself failing: the same error page, without the frame.
    errorElement: <PageError reload={reload} />,
    children: [
      {
        errorElement: <PageError reload={reload} />,
        children: pageRoutes(stores),
      },
    ],
  },
];

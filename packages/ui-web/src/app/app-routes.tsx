import { FullPageLoading } from '@tripx/ui-kit';
import { FLOW_PAGE_MODULES } from '@tripx/ui-flow/views';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { elsewhere, openPage } from '../features/routing/open-page';
import { isStep, PAGE_ROUTES, type PageRoute } from '../features/routing/routes';
import { App } from './app.view';
import type { Stores } from './compose-stores';

/** Both languages, since it shows before the labels arrive. */
const LOADING = 'Loading… / Chargement…';

/** The code of a page, loaded when its route is first opened (lazy route modules). */
const pageModule = async ({ page }: PageRoute): Promise<Pick<RouteObject, 'Component'>> => {
  if (isStep(page)) return { Component: await FLOW_PAGE_MODULES[page]() };
  if (page === 'notFound')
    return { Component: (await import('../features/not-found/views/not-found.page')).NotFoundPage };
  const { ContentPage } = await import('../features/content-pages/views/content-page.view');
  return { Component: () => <ContentPage page={page} /> };
};

/**
 * The purchase app's routes (spec 2.1): every page at its address in each language, the root and any
 * other path. A route only maps its address to the stores (`openPage`) and to its page's code; a
 * redirect replaces the address it corrects, so that Back never returns to it.
 */
export const appRoutes = (stores: Stores): RouteObject[] => {
  const away = ({ request }: LoaderFunctionArgs) => replace(elsewhere(new URL(request.url), stores.page));
  return [
    {
      Component: App,
      HydrateFallback: () => <FullPageLoading label={LOADING} />,
      children: [
        { index: true, loader: away },
        ...PAGE_ROUTES.map((route): RouteObject => ({
          path: route.path,
          loader: async ({ request }) => {
            const to = await openPage(route, new URL(request.url), stores.page, stores.app);
            return to === undefined ? null : replace(to);
          },
          lazy: () => pageModule(route),
        })),
        { path: '*', loader: away },
      ],
    },
  ];
};

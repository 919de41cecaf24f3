import { ADMIN_ROUTES } from '@tripx/domain';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteView, SsoScreen } from '../features/routing/route-view';
import { APP_BASE } from '../features/routing/app-path';
import { App } from './app.view';

/**
 * The staff app's screens (spec 2.2 to 2.6): one route per ADMIN_ROUTES path (the router matches,
 * RouteView decides by claims), the sign-on page, and not found for any other path.
 */
export const ADMIN_SCREEN_ROUTES: RouteObject[] = [
  ...ADMIN_ROUTES.map((route): RouteObject =>
    route.path === '/'
      ? { index: true, element: <RouteView route={route} /> }
      : { path: route.path, element: <RouteView route={route} /> },
  ),
  { path: '/sso', element: <SsoScreen /> },
  { path: '*', element: <RouteView /> },
];

/** The screens inside the shell (top navigation, side menu, idle reminder). */
export const ADMIN_ROUTE_OBJECTS: RouteObject[] = [
  { path: '/', element: <App />, children: ADMIN_SCREEN_ROUTES },
];

/**
 * The browser's router for the app under /admin/ (the server sends the bare /admin there, so that the
 * home's address keeps its slash); tests make a memory router of the same routes.
 */
export const createAdminRouter = () => createBrowserRouter(ADMIN_ROUTE_OBJECTS, { basename: `${APP_BASE}/` });

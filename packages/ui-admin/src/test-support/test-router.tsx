import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { ADMIN_SCREEN_ROUTES } from '../app/admin-router';
import { APP_BASE } from '../features/routing/app-path';
import { RouterStore } from '../features/routing/router.store';

/** The app's screens without the shell, as a test renders them. */
export const SCREEN_ROUTES: RouteObject[] = [{ path: '/', children: ADMIN_SCREEN_ROUTES }];

/**
 * A memory router at `url` (under /admin) over `routes` (any path by default), the app's RouterStore on
 * it, and the addresses it went to: pushed, replaced, and left for (sign-in, sign-out).
 */
export const testRouter = (url: string, routes: RouteObject[] = [{ path: '*' }]) => {
  const data = createMemoryRouter(routes, { basename: `${APP_BASE}/`, initialEntries: [url] });
  const pushed: string[] = [];
  const replaced: string[] = [];
  const left: string[] = [];
  let key = data.state.location.key;
  data.subscribe(({ location, historyAction }) => {
    if (location.key === key) return;
    key = location.key;
    const at = `${location.pathname}${location.search}`;
    if (historyAction === 'PUSH') pushed.push(at);
    if (historyAction === 'REPLACE') replaced.push(at);
  });
  const router = new RouterStore(data, { assign: (u: string) => void left.push(u) });
  return { data, router, pushed, replaced, left };
};

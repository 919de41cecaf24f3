import { FullPageLoading } from '@tripx/ui-kit';
import { ADMIN_ROUTES, MENU_ENTRIES, findAdminRoute, routeDecision } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen, type ErrorKind } from '../errors/error-screen.view';
import { routeParams, SCREENS } from '../screens/screen-registry';
import { ScreenTitle } from '../screens/screen-title.view';
import type { SessionStore } from '../session/session.store';
import { SsoPage } from '../sso/sso.view';
import type { ToastStore } from '../toasts/toast.store';
import type { RouterStore } from './router.store';

const ERROR_PATHS: Readonly<Record<string, ErrorKind>> = {
  '/notfound': 'notfound',
  '/error': 'error',
  '/forbidden': 'forbidden',
};

function Redirect({ router, to }: { readonly router: RouterStore; readonly to: string }) {
  const { t } = useTranslation();
  useEffect(() => router.replace(to), [router, to]);
  return <FullPageLoading label={t('loading')} />;
}

/**
 * Spec 6: a route needs all its claims; otherwise the first allowed menu entry, otherwise the
 * forbidden page (domain routeDecision). Unknown paths show not found.
 */
export const RouteView = observer(function RouteView({
  session,
  router,
  toasts,
}: {
  readonly session: SessionStore;
  readonly router: RouterStore;
  readonly toasts: ToastStore;
}) {
  const path = router.path;
  const error = ERROR_PATHS[path];
  if (error) return <ErrorScreen kind={error} router={router} />;
  if (path === '/sso') return <SsoPage router={router} />;
  if (session.status === 'failed') return <ErrorScreen kind="error" router={router} />;
  const user = session.accessUser;
  if (!user) return <SsoPage router={router} />;
  const route = findAdminRoute(path, ADMIN_ROUTES);
  if (!route) return <ErrorScreen kind="notfound" router={router} />;
  if (route.redirectTo) return <Redirect router={router} to={path.replace(/\/?$/, '/policies')} />;
  const decision = routeDecision(route, user, MENU_ENTRIES, ADMIN_ROUTES);
  if (decision.kind === 'redirect') return <Redirect router={router} to={decision.to} />;
  if (decision.kind === 'forbidden') return <Redirect router={router} to="/forbidden" />;
  const Screen = SCREENS[route.path];
  if (!Screen) return <ScreenTitle routePath={route.path} />;
  return <Screen params={routeParams(route.path, path)} session={session} router={router} toasts={toasts} />;
});

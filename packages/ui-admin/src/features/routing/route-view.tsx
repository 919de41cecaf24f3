import { FullPageLoading } from '@tripx/ui-kit';
import { ADMIN_ROUTES, MENU_ENTRIES, routeDecision, type AdminRoute } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../app/admin-stores.context';
import { ErrorScreen, type ErrorKind } from '../errors/error-screen.view';
import { SCREENS } from '../screens/screen-registry';
import { ScreenTitle } from '../screens/screen-title.view';
import { signInHref } from '../sso/sign-in-href';
import { SsoPage } from '../sso/sso.view';
import type { RouterStore } from './router.store';

const ERROR_PATHS: Readonly<Record<string, ErrorKind>> = {
  '/notfound': 'notfound',
  '/error': 'error',
  '/forbidden': 'forbidden',
};

function Loading() {
  const { t } = useTranslation();
  return <FullPageLoading label={t('loading')} />;
}

function Redirect({ router, to }: { readonly router: RouterStore; readonly to: string }) {
  useEffect(() => router.replace(to), [router, to]);
  return <Loading />;
}

/** A route pattern with its parameters put in (encoded): the same address however often it is made. */
const filled = (pattern: string, params: Readonly<Record<string, string>>): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The sign-on page inside the signed-in app (/sso, or a session that ended): its href follows the address. */
export const SsoScreen = observer(function SsoScreen() {
  const { router, staffSignIn } = useAdminStores();
  return <SsoPage href={signInHref('/login', router)} provider={staffSignIn} />;
});

/**
 * The screen of the route the data router matched (`undefined`: no route, not found). Spec 6: a route
 * needs all its claims; otherwise the first allowed menu entry, otherwise the forbidden page (domain
 * routeDecision). Signed out, the single sign-on page, which loads no screen's code.
 */
export const RouteView = observer(function RouteView({ route }: { readonly route?: AdminRoute }) {
  const { session, router, toasts } = useAdminStores();
  const error = route && ERROR_PATHS[route.path];
  if (error) return <ErrorScreen kind={error} router={router} />;
  // Spec 4.1: a session that could not be loaded goes to the root path, which shows the server error
  // (nobody is known to be signed in or out there) with a retry of the load.
  if (session.status === 'failed')
    return router.path === '/' ? (
      <ErrorScreen kind="error" router={router} onRetry={() => void session.load()} />
    ) : (
      <Redirect router={router} to="/" />
    );
  const user = session.accessUser;
  if (!user) return <SsoScreen />;
  if (!route) return <ErrorScreen kind="notfound" router={router} />;
  if (route.redirectTo) return <Redirect router={router} to={filled(route.redirectTo, router.params)} />;
  const decision = routeDecision(route, user, MENU_ENTRIES, ADMIN_ROUTES);
  if (decision.kind === 'redirect') return <Redirect router={router} to={decision.to} />;
  if (decision.kind === 'forbidden') return <Redirect router={router} to="/forbidden" />;
  const Screen = SCREENS[route.path];
  if (!Screen) return <ScreenTitle routePath={route.path} />;
  return (
    <Suspense fallback={<Loading />}>
      <Screen params={router.params} session={session} router={router} toasts={toasts} />
    </Suspense>
  );
});

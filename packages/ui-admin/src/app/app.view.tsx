import { FullPageLoading, ToastRegion } from '@tripx/ui-kit';
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteView } from '../features/routing/route-view';
import type { RouterStore } from '../features/routing/router.store';
import { IdleReminderHost } from '../features/session/idle-reminder-host.view';
import type { SessionStore } from '../features/session/session.store';
import { SideMenu } from '../features/shell/side-menu.view';
import { TopNav } from '../features/shell/top-nav.view';
import type { ToastStore } from '../features/toasts/toast.store';

export interface AppProps {
  readonly container: Container;
  readonly session: SessionStore;
  readonly router: RouterStore;
  readonly toasts: ToastStore;
}

/** The staff app's shell: full loading indicator while claims, sign-in or a token call are pending. */
export const App = observer(function App({ container, session, router, toasts }: AppProps) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    void i18n.changeLanguage(router.lang);
    document.documentElement.lang = router.lang;
  }, [i18n, router.lang]);
  const pending = session.status === 'pending' || session.busy;
  return (
    <div className="adm-app">
      {pending ? (
        <FullPageLoading label={t('loading')} />
      ) : (
        <>
          <TopNav session={session} router={router} toasts={toasts} />
          <div className="adm-body">
            <SideMenu session={session} router={router} />
            <main className="adm-main">
              <RouteView session={session} router={router} toasts={toasts} container={container} />
            </main>
          </div>
        </>
      )}
      <ToastRegion
        toasts={toasts.toasts}
        onDismiss={(id) => toasts.dismiss(id)}
        dismissLabel={t('dismiss')}
        label={t('notifications')}
      />
      <IdleReminderHost session={session} router={router} />
    </div>
  );
});

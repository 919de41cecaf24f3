import { FullPageLoading, ToastRegion } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { IdleReminderHost } from '../features/session/idle-reminder-host.view';
import { SideMenu } from '../features/shell/side-menu.view';
import { TopNav } from '../features/shell/top-nav.view';
import { useAdminStores } from './admin-stores.context';

/** The staff app's shell around the matched route (Outlet): full loading indicator while claims, sign-in or a token call are pending. */
export const App = observer(function App() {
  const { t, i18n } = useTranslation();
  const { session, router, toasts } = useAdminStores();
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
              <Outlet />
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

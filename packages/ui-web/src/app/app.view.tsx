import { FullPageLoading } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useLabels } from '../platform/use-labels';
import { ResumeNotice } from '../features/resume-quote/views/resume-notice.view';
import { StepRedirectNotice } from '../features/routing/views/step-redirect-notice.view';
import { AppFooter } from '../features/shell/views/app-footer.view';
import { AppHeader } from '../features/shell/views/app-header.view';
import { NeedAssistance } from '../features/shell/views/need-assistance.view';
import { OfflineBanner } from '../features/shell/views/offline-banner.view';
import { PurchaseStepper } from '../features/shell/views/purchase-stepper.view';
import { SessionReminder } from '../features/session/views/session-reminder.view';
import { useStores } from './stores-context';

/** The purchase app: header, stepper, the page of the address, the need-assistance box, footer and the idle reminder. */
export const App = observer(function App() {
  const { page, content } = useStores();
  const { t } = useLabels('web.common');
  useEffect(() => {
    document.documentElement.lang = page.lang;
    document.title = `${t(`pageTitle.${page.page}`)} | ${content.organizationName || t('brandName')}`;
  }, [page.lang, page.page, t, content.organizationName]);
  return (
    <>
      <a className="web-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <AppHeader />
      <OfflineBanner />
      <div className="web-layout">
        <main id="main" className="web-main" tabIndex={-1}>
          <PurchaseStepper />
          <StepRedirectNotice />
          <ResumeNotice />
          <Suspense fallback={<FullPageLoading label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </main>
        <NeedAssistance />
      </div>
      <AppFooter />
      <SessionReminder />
    </>
  );
});

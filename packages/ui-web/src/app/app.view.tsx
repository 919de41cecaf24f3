import { FullPageLoading } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useLabels } from '../platform/use-labels';
import { AppFooter } from '../features/shell/views/app-footer.view';
import { AppHeader } from '../features/shell/views/app-header.view';
import { NeedAssistance } from '../features/shell/views/need-assistance.view';
import { PurchaseStepper } from '../features/shell/views/purchase-stepper.view';
import { SessionReminder } from '../features/session/views/session-reminder.view';
import { PageSwitch } from './page-switch.view';
import { useStores } from './stores-context';

/** Both languages, since it shows before the labels arrive. */
const LOADING = 'Loading… / Chargement…';

/** The purchase app: header, stepper, the page, the need-assistance box, footer and the idle reminder. */
export const App = observer(function App() {
  const { router, translations, content } = useStores();
  const { t } = useLabels('web.common');
  const ready = translations.loaded.includes(router.lang);
  useEffect(() => {
    document.documentElement.lang = router.lang;
    if (ready)
      document.title = `${t(`pageTitle.${router.page}`)} | ${content.organizationName || t('brandName')}`;
  }, [router.lang, router.page, ready, t, content.organizationName]);
  if (translations.loaded.length === 0) return <FullPageLoading label={LOADING} />;
  return (
    <>
      <a className="web-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <AppHeader />
      <div className="web-layout">
        <main id="main" className="web-main" tabIndex={-1}>
          <PurchaseStepper />
          <Suspense fallback={<FullPageLoading label={t('loading')} />}>
            <PageSwitch />
          </Suspense>
        </main>
        <NeedAssistance />
      </div>
      <AppFooter />
      <SessionReminder />
    </>
  );
});

import { isOneOf } from '@tripx/domain';
import { FLOW_STEPS } from '@tripx/ui-flow';
import { FLOW_PAGES } from '@tripx/ui-flow/views';
import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { useStores } from './stores-context';
import { NotFoundPage } from '../features/not-found/views/not-found.page';

const ContentPage = lazy(() =>
  import('../features/content-pages/views/content-page.view').then((m) => ({ default: m.ContentPage })),
);

/** The page of the current address: a step of the flow, an external page (spec 2.5) or not-found. */
export const PageSwitch = observer(function PageSwitch() {
  const { router } = useStores();
  const page = router.page;
  if (isOneOf(FLOW_STEPS, page)) {
    const Step = FLOW_PAGES[page];
    return <Step />;
  }
  return page === 'notFound' ? <NotFoundPage /> : <ContentPage page={page} />;
});

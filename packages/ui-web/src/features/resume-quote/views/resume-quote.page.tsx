import { observer } from 'mobx-react-lite';
import { useLoaderData } from 'react-router-dom';
import { useStores } from '../../../app/stores-context';
import type { ResumeRefused } from '../store/resume-quote.store';
import { useLabels } from '../../../platform/use-labels';

/**
 * A saved quote's link that opened nothing: why, and a new quote in one click (in the app, through
 * the router: the page is not loaded again).
 */
export const ResumeQuotePage = observer(function ResumeQuotePage() {
  const refused = useLoaderData() as ResumeRefused;
  const { navigation } = useStores();
  const { t } = useLabels('web.common');
  return (
    <section aria-labelledby="resume-title">
      <h1 id="resume-title">{t('pageTitle.resumeQuote')}</h1>
      <p role="alert">{t(`resume.${refused}`)}</p>
      <a
        className="tx-button tx-button--primary"
        href={navigation.href('travellerDetails')}
        onClick={(e) => {
          e.preventDefault();
          navigation.go('travellerDetails');
        }}
      >
        {t('resume.requote')}
      </a>
    </section>
  );
});

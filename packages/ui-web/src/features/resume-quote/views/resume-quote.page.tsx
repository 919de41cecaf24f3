import { observer } from 'mobx-react-lite';
import { useLoaderData } from 'react-router-dom';
import { useStores } from '../../../app/stores-context';
import type { ResumeRefused } from '../store/resume-quote.store';
import { useLabels } from '../../../platform/use-labels';
import { urlFor } from '../../routing/routes';

/** A saved quote's link that opened nothing: why, and a new quote in one click. */
export const ResumeQuotePage = observer(function ResumeQuotePage() {
  const refused = useLoaderData() as ResumeRefused;
  const { page } = useStores();
  const { t } = useLabels('web.common');
  return (
    <section aria-labelledby="resume-title">
      <h1 id="resume-title">{t('pageTitle.resumeQuote')}</h1>
      <p role="alert">{t(`resume.${refused}`)}</p>
      <a className="tx-button tx-button--primary" href={urlFor('travellerDetails', page.locale)}>
        {t('resume.requote')}
      </a>
    </section>
  );
});

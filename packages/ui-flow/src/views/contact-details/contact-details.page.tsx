import { useFailedSubmits } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { ConsentCheck } from '../consent-check.view';
import { PageHeading } from '../page-heading.view';
import { FlowErrorSummary } from '../flow-error-summary.view';
import { TravellerBlock } from './traveller-block.view';
import { BackButton } from '../back-button.view';

/** Step 5, contact details: the traveller details form of spec 3, and the Québec consent. */
export const ContactDetailsPage = observer(function ContactDetailsPage() {
  const flow = useFlow();
  const { travellerDetails: d } = useLaterFlow();
  const { t, error } = useLabels('web.apply');
  const bill96 = d.errorOf('bill96Consent');
  const { failedSubmits, failed } = useFailedSubmits();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (d.submitClicked()) flow.navigate('payment');
    else failed();
  };
  return (
    <form className="flow-page" noValidate onSubmit={submit}>
      <PageHeading>{t('detailsTitle')}</PageHeading>
      <FlowErrorSummary failedSubmits={failedSubmits} />
      <p className="flow-page__intro">{t('detailsIntro')}</p>
      {d.forms.map((_, i) => (
        <TravellerBlock key={i} index={i} />
      ))}
      {d.bill96Required ? (
        <ConsentCheck
          id="bill96-consent"
          checked={d.bill96Consent}
          label={flow.contractText('bill96Consent') || t('bill96ConsentFallback')}
          error={bill96 ? error(bill96, bill96.ns) : undefined}
          onChange={(v) => d.bill96ConsentChanged(v)}
        />
      ) : null}
      <div className="flow-actions">
        <BackButton to="quoteSummary" />
        <button type="submit" className="tx-button tx-button--primary">
          {t('detailsSubmit')}
        </button>
      </div>
    </form>
  );
});

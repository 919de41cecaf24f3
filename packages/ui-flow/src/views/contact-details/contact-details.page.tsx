import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { PageHeading } from '../page-heading.view';
import { TravellerBlock } from './traveller-block.view';

/** Step 5, contact details: the traveller details form of spec 3, and the Québec consent. */
export const ContactDetailsPage = observer(function ContactDetailsPage() {
  const flow = useFlow();
  const { travellerDetails: d } = useLaterFlow();
  const { t, error } = useLabels('web.apply');
  const bill96 = d.errorOf('bill96Consent');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (d.submitClicked()) flow.navigate('payment');
  };
  return (
    <form className="flow-page" noValidate onSubmit={submit}>
      <PageHeading>{t('detailsTitle')}</PageHeading>
      <p className="flow-page__intro">{t('detailsIntro')}</p>
      {d.forms.map((_, i) => (
        <TravellerBlock key={i} index={i} />
      ))}
      {d.bill96Required ? (
        <div className="tx-choice flow-consent">
          <input
            id="bill96-consent"
            className="tx-choice__input"
            type="checkbox"
            checked={d.bill96Consent}
            aria-describedby="bill96-consent-error"
            aria-invalid={bill96 ? true : undefined}
            onChange={(e) => d.bill96ConsentChanged(e.target.checked)}
          />
          <label htmlFor="bill96-consent" className="tx-choice__label">
            {flow.contractText('bill96Consent') || t('bill96ConsentFallback')}
          </label>
          <p id="bill96-consent-error" className="tx-field__error" aria-live="polite">
            {bill96 ? error(bill96, bill96.ns) : ''}
          </p>
        </div>
      ) : null}
      <p className="flow-field-error" aria-live="polite">
        {d.submitAttempted && d.allErrors.length > 0
          ? t('detailsHasErrors', { count: d.allErrors.length })
          : ''}
      </p>
      <div className="flow-actions">
        <button
          type="button"
          className="tx-button tx-button--secondary"
          onClick={() => flow.navigate('quoteSummary')}
        >
          {t('back')}
        </button>
        <button type="submit" className="tx-button tx-button--primary">
          {t('detailsSubmit')}
        </button>
      </div>
    </form>
  );
});

import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useLaterStores, useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';
import { PageHeading } from '../../shell/views/page-heading.view';
import { TravellerBlock } from './traveller-block.view';

/** Step 5, contact details: the traveller details form of spec 3, and the Québec consent. */
export const ContactDetailsPage = observer(function ContactDetailsPage() {
  const { content, router } = useStores();
  const { travellerDetails: d } = useLaterStores();
  const { t, error } = useLabels('web.apply');
  const bill96 = d.errorOf('bill96Consent');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (d.submitClicked()) router.navigate('payment');
  };
  return (
    <form className="web-page" noValidate onSubmit={submit}>
      <PageHeading>{t('detailsTitle')}</PageHeading>
      <p className="web-page__intro">{t('detailsIntro')}</p>
      {d.forms.map((_, i) => (
        <TravellerBlock key={i} index={i} />
      ))}
      {d.bill96Required ? (
        <div className="tx-choice web-consent">
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
            {content.text('bill96Consent') || t('bill96ConsentFallback')}
          </label>
          <p id="bill96-consent-error" className="tx-field__error" aria-live="polite">
            {bill96 ? error(bill96, bill96.ns) : ''}
          </p>
        </div>
      ) : null}
      <p className="web-field-error" aria-live="polite">
        {d.submitAttempted && d.allErrors.length > 0
          ? t('detailsHasErrors', { count: d.allErrors.length })
          : ''}
      </p>
      <div className="web-actions">
        <button
          type="button"
          className="tx-button tx-button--secondary"
          onClick={() => router.navigate('quoteSummary')}
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

import { formatMoney } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { PageHeading } from '../page-heading.view';

/** Step 7, confirmation: a policy number per traveller, its PDF, and the e-mail that was sent. */
export const ConfirmationPage = observer(function ConfirmationPage() {
  const flow = useFlow();
  const { payment, travellerDetails, planSelection } = useLaterFlow();
  const { t, lang } = useLabels('web.apply');
  const r = payment.response;
  const email = travellerDetails.forms[0]?.email ?? '';
  if (!r) return null;
  return (
    <div className="flow-page">
      <PageHeading>{t('confirmationTitle')}</PageHeading>
      <p className="flow-alert flow-alert--success" role="status">
        {t('confirmationEmailSent', { email })}
      </p>
      <ul className="flow-policies">
        {r.policies.map((p) => (
          <li key={p.policyNumber} className="flow-policy">
            <h2 className="flow-policy__number">{t('policyNumber', { number: p.policyNumber })}</h2>
            <dl className="flow-summary">
              <div className="flow-summary__row">
                <dt>{t('policyHolder')}</dt>
                <dd>{`${p.firstName} ${p.lastName}`}</dd>
              </div>
              <div className="flow-summary__row">
                <dt>{t('policyPlan')}</dt>
                <dd>{planSelection.contentOf(p.planCode)?.name ?? p.planCode}</dd>
              </div>
              <div className="flow-summary__row">
                <dt>{t('policyTotal')}</dt>
                <dd>{formatMoney(p.totalCents, lang)}</dd>
              </div>
              {p.payment.last4 ? (
                <div className="flow-summary__row">
                  <dt>{t('policyCard')}</dt>
                  <dd>
                    {t('cardEnding', {
                      brand: t(`brand.${p.payment.brand ?? 'visa'}`),
                      last4: p.payment.last4,
                    })}
                  </dd>
                </div>
              ) : null}
            </dl>
            <a className="tx-button tx-button--secondary" href={p.confirmationPdfPath} download>
              {t('downloadPdf', { number: p.policyNumber })}
            </a>
          </li>
        ))}
      </ul>
      <p>
        {t('confirmationCharged')} <strong>{formatMoney(r.chargedCents, lang)}</strong>
      </p>
      <div className="flow-actions">
        <button type="button" className="tx-button tx-button--primary" onClick={() => flow.startOver()}>
          {t('newQuote')}
        </button>
      </div>
    </div>
  );
});

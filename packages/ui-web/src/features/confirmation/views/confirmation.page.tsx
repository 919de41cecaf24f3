import { formatMoney } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useLaterStores, useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';
import { PageHeading } from '../../shell/views/page-heading.view';

/** Step 7, confirmation: a policy number per traveller, its PDF, and the e-mail that was sent. */
export const ConfirmationPage = observer(function ConfirmationPage() {
  const { app } = useStores();
  const { payment, travellerDetails, planSelection } = useLaterStores();
  const { t, lang } = useLabels('web.apply');
  const r = payment.response;
  const email = travellerDetails.forms[0]?.email ?? '';
  if (!r) return null;
  return (
    <div className="web-page">
      <PageHeading>{t('confirmationTitle')}</PageHeading>
      <p className="web-alert web-alert--success" role="status">
        {t('confirmationEmailSent', { email })}
      </p>
      <ul className="web-policies">
        {r.policies.map((p) => (
          <li key={p.policyNumber} className="web-policy">
            <h2 className="web-policy__number">{t('policyNumber', { number: p.policyNumber })}</h2>
            <dl className="web-summary">
              <div className="web-summary__row">
                <dt>{t('policyHolder')}</dt>
                <dd>{`${p.firstName} ${p.lastName}`}</dd>
              </div>
              <div className="web-summary__row">
                <dt>{t('policyPlan')}</dt>
                <dd>{planSelection.contentOf(p.planCode)?.name ?? p.planCode}</dd>
              </div>
              <div className="web-summary__row">
                <dt>{t('policyTotal')}</dt>
                <dd>{formatMoney(p.totalCents, lang)}</dd>
              </div>
              {p.payment.last4 ? (
                <div className="web-summary__row">
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
      <div className="web-actions">
        <button type="button" className="tx-button tx-button--primary" onClick={() => app.startOver()}>
          {t('newQuote')}
        </button>
      </div>
    </div>
  );
});

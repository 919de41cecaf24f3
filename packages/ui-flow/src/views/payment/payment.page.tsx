import { RadioGroup, Spinner, useFailedSubmits } from '@tripx/ui-kit';
import { formatMoney } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { ConsentCheck } from '../consent-check.view';
import { PageHeading } from '../page-heading.view';
import { FlowErrorSummary } from '../flow-error-summary.view';
import { CardFrame } from './card-frame.view';
import { BackButton } from '../back-button.view';
import { PaymentTrust } from './payment-trust.view';

/** Step 6, payment (spec 2.8, 4.5): one card or one per traveller, the legal consent, then Pay. */
export const PaymentPage = observer(function PaymentPage() {
  const flow = useFlow();
  const { payment, planSelection } = useLaterFlow();
  const { t, error, lang } = useLabels('web.apply');
  useEffect(() => payment.listen(), [payment]);
  const consentError = payment.errorOf('legalConsent');
  const { failedSubmits, failed } = useFailedSubmits();
  const pay = async (e?: FormEvent) => {
    e?.preventDefault();
    if (await payment.payClicked()) flow.navigate('confirmation');
    else failed();
  };
  // One card or one each: asked only when a card pays for several travellers.
  const several = planSelection.ratedPaxIds.length > 1 && !payment.collectedMethod;
  return (
    <form className="flow-page" noValidate onSubmit={(e) => void pay(e)}>
      <PageHeading>{t('paymentTitle')}</PageHeading>
      <FlowErrorSummary failedSubmits={failedSubmits} />
      <p className="flow-page__intro">
        {t('paymentTotal')} <strong>{formatMoney(planSelection.summary.total, lang)}</strong>
      </p>
      {flow.PaymentQuestions ? <flow.PaymentQuestions /> : null}
      {several ? (
        <RadioGroup<'one' | 'each'>
          legend={t('paymentMode')}
          options={[
            { value: 'one', label: t('paymentOneCard') },
            { value: 'each', label: t('paymentCardEach') },
          ]}
          value={payment.individualPayment ? 'each' : 'one'}
          onChange={(v) => payment.individualPaymentChanged(v === 'each')}
        />
      ) : null}
      {payment.frameIds.map((id) => (
        <CardFrame
          key={id}
          frameId={id}
          title={id === 'all' ? t('cardForAll') : t('cardForTraveller', { n: id })}
        />
      ))}
      <PaymentTrust />
      <ConsentCheck
        id="legal-consent"
        checked={payment.legalConsent}
        label={flow.contractText('termsAndConditions') || t('legalConsentFallback')}
        error={consentError ? error(consentError, consentError.ns) : undefined}
        onChange={(v) => payment.legalConsentChanged(v)}
      />
      <div role="alert" className={payment.failure ? 'flow-alert flow-alert--error' : undefined}>
        {payment.failure && payment.fault ? (
          // Our side failed: the card is not blamed, and a retry keeps what the buyer typed.
          <>
            <p>{t(`paymentFault.${payment.fault}`)}</p>
            <button
              type="button"
              className="tx-button tx-button--secondary"
              disabled={payment.paying}
              onClick={() => void pay()}
            >
              {t('paymentFaultRetry')}
            </button>
          </>
        ) : payment.failure ? (
          <>
            <p>{error(payment.failure, payment.failure.ns)}</p>
            {payment.otherServerErrors.length > 0 ? (
              <ul>
                {payment.otherServerErrors.map((e) => (
                  <li key={e.field}>{error(e, e.ns)}</li>
                ))}
              </ul>
            ) : null}
            {payment.covered ? (
              <ul>
                {payment.covered.map((p) => (
                  <li key={p.policyNumber}>
                    <a href={p.confirmationPdfPath}>{t('coveredPolicy', { policyNumber: p.policyNumber })}</a>
                  </li>
                ))}
              </ul>
            ) : payment.failure.code === 'fieldsRefused' ? null : (
              <p>{t('paymentRetry')}</p>
            )}
          </>
        ) : null}
      </div>
      <div className="flow-actions">
        <BackButton to="contactDetails" />
        <button type="submit" className="tx-button tx-button--primary" disabled={payment.paying}>
          {t('paySubmit', { amount: formatMoney(planSelection.summary.total, lang) })}
        </button>
        {payment.paying ? <Spinner label={t('paying')} /> : null}
      </div>
    </form>
  );
});

import { addressText } from '@tripx/application';
import { formatMoney, parseCalendarDate, provinceOfPostalCode, tripDays } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { PageHeading } from '../page-heading.view';
import { DependantLines } from '../plan-selection/selection-totals.view';
import { useSuperVisaCover } from '../quote-summary/super-visa-cover';

/**
 * The super visa and where the insured lives, as the confirmation states them: the address given (its
 * province from the postal code, as the server keeps it) and, for a super visa, its duration.
 */
const InsuredFacts = observer(function InsuredFacts() {
  const { quoteForm } = useFlow();
  const { travellerDetails } = useLaterFlow();
  const { t } = useLabels('web.apply');
  const plans = useLabels('web.plans').t;
  const form = quoteForm.effectiveForm;
  const primary = travellerDetails.contacts()[0]?.form;
  const start = parseCalendarDate(form.departureDate);
  const end = parseCalendarDate(form.returnDate);
  const visitor = form.travellerCategory === 'VISITOR_TO_CANADA';
  const address = primary
    ? addressText({
        line1: primary.addressLine1,
        line2: primary.addressLine2,
        city: primary.city,
        province: provinceOfPostalCode(primary.postalCode) ?? form.province,
        postalCode: primary.postalCode.toUpperCase(),
      })
    : '';
  return (
    <dl className="flow-summary">
      {form.superVisa === 'true' ? (
        <>
          <div className="flow-summary__row">
            <dt>{t('summarySuperVisa')}</dt>
            <dd>{t('summarySuperVisaYes')}</dd>
          </div>
          <div className="flow-summary__row">
            <dt>{t('summaryDuration')}</dt>
            <dd>{start && end ? plans('daysCount', { count: tripDays(start, end) }) : ''}</dd>
          </div>
        </>
      ) : null}
      <div className="flow-summary__row">
        <dt>{t(visitor ? 'confirmationAddressInCanada' : 'confirmationAddress')}</dt>
        <dd>{address}</dd>
      </div>
    </dl>
  );
});

/**
 * Step 7, confirmation: a policy number per traveller with its price, its PDF, the family's dependants
 * with theirs, the super visa and the insured's address, and the e-mail that was sent.
 */
export const ConfirmationPage = observer(function ConfirmationPage() {
  const flow = useFlow();
  const { payment, travellerDetails, planSelection } = useLaterFlow();
  const { t, lang } = useLabels('web.apply');
  const cover = useSuperVisaCover();
  const superVisa = flow.quoteForm.effectiveForm.superVisa === 'true';
  const r = payment.response;
  const email = travellerDetails.forms[0]?.email ?? '';
  const nameOf = (referenceNumber: number) => {
    const f = travellerDetails.forms[referenceNumber - 1];
    return f ? `${f.firstName} ${f.lastName}`.trim() : '';
  };
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
              {superVisa ? (
                <div className="flow-summary__row">
                  <dt>{t('policyCover')}</dt>
                  <dd>{cover(p.referenceNumber)}</dd>
                </div>
              ) : null}
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
      <DependantLines nameOf={nameOf} />
      <InsuredFacts />
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

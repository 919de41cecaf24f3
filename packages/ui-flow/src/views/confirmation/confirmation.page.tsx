import { addressText, type BookingConfirmation } from '@tripx/application';
import { formatMoney, parseCalendarDate, tripDays } from '@tripx/domain';
import { FullPageLoading } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { CallFailureNotice } from '../call-failure-notice.view';
import { PageHeading } from '../page-heading.view';
import { DependantLine } from '../plan-selection/selection-totals.view';
import { useCoverText } from '../quote-summary/super-visa-cover';

type Policy = BookingConfirmation['policies'][number];

const PolicyCard = observer(function PolicyCard({
  policy,
  superVisa,
}: {
  readonly policy: Policy;
  readonly superVisa: boolean;
}) {
  const { t, lang } = useLabels('web.apply');
  const cover = useCoverText();
  return (
    <li className="flow-policy">
      <h2 className="flow-policy__number">{t('policyNumber', { number: policy.policyNumber })}</h2>
      <dl className="flow-summary">
        <div className="flow-summary__row">
          <dt>{t('policyHolder')}</dt>
          <dd>{`${policy.firstName} ${policy.lastName}`}</dd>
        </div>
        <div className="flow-summary__row">
          <dt>{t('policyPlan')}</dt>
          <dd>{policy.plan.name[lang]}</dd>
        </div>
        {superVisa ? (
          <div className="flow-summary__row">
            <dt>{t('policyCover')}</dt>
            <dd>{cover(policy.plan)}</dd>
          </div>
        ) : null}
        <div className="flow-summary__row">
          <dt>{t('policyTotal')}</dt>
          <dd>{formatMoney(policy.totalCents, lang)}</dd>
        </div>
        {policy.payment?.last4 ? (
          <div className="flow-summary__row">
            <dt>{t('policyCard')}</dt>
            <dd>
              {t('cardEnding', {
                brand: t(`brand.${policy.payment.brand ?? 'visa'}`),
                last4: policy.payment.last4,
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      <a className="tx-button tx-button--secondary" href={policy.confirmationPdfPath} download>
        {t('downloadPdf', { number: policy.policyNumber })}
      </a>
    </li>
  );
});

/** A family's dependants, covered by the travellers' policies at no charge of their own. */
const Dependants = observer(function Dependants({ booking }: { readonly booking: BookingConfirmation }) {
  const { t } = useLabels('web.apply');
  return (
    <>
      {booking.dependents.map((d, i) => (
        <DependantLine
          key={i}
          name={
            [d.firstName, d.lastName].filter(Boolean).join(' ') || t('confirmationDependant', { n: i + 1 })
          }
        />
      ))}
    </>
  );
});

/** The super visa and where the insured lives, as the policy states them (the province of the postal code). */
const InsuredFacts = observer(function InsuredFacts({ booking }: { readonly booking: BookingConfirmation }) {
  const { t } = useLabels('web.apply');
  const plans = useLabels('web.plans').t;
  const start = parseCalendarDate(booking.trip.startDate);
  const end = parseCalendarDate(booking.trip.endDate);
  const visitor = booking.travellerCategory === 'VISITOR_TO_CANADA';
  return (
    <dl className="flow-summary">
      {booking.trip.superVisa ? (
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
        <dd>{booking.contact.address ? addressText(booking.contact.address) : ''}</dd>
      </div>
    </dl>
  );
});

/**
 * Step 7, confirmation, as the server reads the purchase (GET /api/policies/{policyNumber} with
 * `associated-policy`): a policy number per traveller with its price, its PDF, the family's dependants,
 * the super visa and the insured's address, and the e-mail that was sent. A reload, Back or another tab
 * read it again; a purchase this tab made but has not read yet is read here (the staff booking): a
 * loading state while it is read, and a read that failed (offline, the server's error) says so with Retry.
 */
export const ConfirmationPage = observer(function ConfirmationPage() {
  const flow = useFlow();
  const { payment } = useLaterFlow();
  const { t, lang } = useLabels('web.apply');
  const booking = payment.confirmation;
  const bought = payment.purchasedPolicy;
  const { t: common } = useLabels('web.common');
  useEffect(() => {
    if (booking === undefined && bought !== undefined) void payment.confirmationOpened(bought);
  }, [booking, bought, payment]);
  const read = () => {
    if (bought !== undefined) void payment.confirmationOpened(bought);
  };
  if (booking === 'missing') return null;
  if (booking === undefined)
    return (
      <div className="flow-page">
        {payment.confirmationFailure ? (
          <CallFailureNotice failure={payment.confirmationFailure} onRetry={read} />
        ) : (
          <FullPageLoading label={common('loading')} />
        )}
      </div>
    );
  return (
    <div className="flow-page">
      <PageHeading>{t('confirmationTitle')}</PageHeading>
      <p className="flow-alert flow-alert--success" role="status">
        {t('confirmationEmailSent', { email: booking.contact.email ?? '' })}
      </p>
      <ul className="flow-policies">
        {booking.policies.map((p) => (
          <PolicyCard key={p.policyNumber} policy={p} superVisa={booking.trip.superVisa} />
        ))}
      </ul>
      <Dependants booking={booking} />
      <InsuredFacts booking={booking} />
      <p>
        {t('confirmationCharged')} <strong>{formatMoney(booking.chargedCents, lang)}</strong>
      </p>
      <div className="flow-actions">
        <button type="button" className="tx-button tx-button--primary" onClick={() => flow.startOver()}>
          {t('newQuote')}
        </button>
      </div>
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { SelectionTotals } from '../plan-selection/selection-totals.view';
import { PageHeading } from '../page-heading.view';
import { locationLabel } from '../../index';
import { BackButton } from '../back-button.view';

/** Step 4, the quote summary: the trip as quoted and the chosen plans with their totals. */
export const QuoteSummaryPage = observer(function QuoteSummaryPage() {
  const flow = useFlow();
  const { quoteForm, tripDetails } = flow;
  const { planSelection } = useLaterFlow();
  const { t } = useLabels('web.apply');
  const q = useLabels('web.quote').t;
  const common = useLabels('web.common').t;
  const form = quoteForm.effectiveForm;
  const rows: [string, string][] = [
    [t('summaryCategory'), form.travellerCategory ? q(`category.${form.travellerCategory}`) : ''],
    [t('summaryProvince'), form.province ? common(`province.${form.province}`) : ''],
    [t('summaryDates'), `${form.departureDate} – ${form.returnDate}`],
    [t('summaryDeparture'), tripDetails.departureText],
    [t('summaryDestinations'), tripDetails.destinations.map(locationLabel).join('; ')],
    [
      t('summaryTravellers'),
      planSelection.members.map((m) => t('summaryAge', { n: m.referenceNumber, age: m.age })).join(', '),
    ],
    [t('summaryPlanType'), form.familyPlans === 'true' ? t('summaryFamily') : t('summarySingle')],
  ];
  return (
    <div className="flow-page">
      <PageHeading>{t('summaryTitle')}</PageHeading>
      <section aria-labelledby="summary-trip">
        <h2 id="summary-trip" className="flow-section__title">
          {t('summaryTrip')}
        </h2>
        <dl className="flow-summary">
          {rows.map(([k, v]) => (
            <div key={k} className="flow-summary__row">
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className="tx-link-button" onClick={() => flow.navigate('travellerDetails')}>
          {t('summaryEditTrip')}
        </button>
      </section>
      <SelectionTotals />
      <button type="button" className="tx-link-button" onClick={() => flow.navigate('planSelection')}>
        {t('summaryEditPlans')}
      </button>
      <div className="flow-actions">
        <BackButton to="planSelection" />
        <button
          type="button"
          className="tx-button tx-button--primary"
          onClick={() => flow.navigate('contactDetails')}
        >
          {t('summarySubmit')}
        </button>
      </div>
    </div>
  );
});

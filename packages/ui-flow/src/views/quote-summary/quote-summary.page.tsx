import { formatReaderDate, parseCalendarDate, tripDays } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { SelectionTotals } from '../plan-selection/selection-totals.view';
import { PageHeading } from '../page-heading.view';
import { locationLabel } from '../../index';
import { BackButton } from '../back-button.view';
import { useSuperVisaCover } from './super-visa-cover';
import { SaveQuote } from './save-quote.view';

/** Step 4, the quote summary: the trip as quoted and the chosen plans with their totals. */
export const QuoteSummaryPage = observer(function QuoteSummaryPage() {
  const flow = useFlow();
  const { quoteForm, tripDetails } = flow;
  const { planSelection } = useLaterFlow();
  const { t, lang } = useLabels('web.apply');
  const plans = useLabels('web.plans').t;
  const q = useLabels('web.quote').t;
  const common = useLabels('web.common').t;
  const form = quoteForm.effectiveForm;
  const cover = useSuperVisaCover();
  const start = parseCalendarDate(form.departureDate);
  const end = parseCalendarDate(form.returnDate);
  const superVisaRows: [string, string][] =
    form.superVisa === 'true'
      ? [
          [t('summarySuperVisa'), t('summarySuperVisaYes')],
          ...planSelection.ratedPaxIds.map((n): [string, string] => [t('summaryCover', { n }), cover(n)]),
          [t('summaryDuration'), start && end ? plans('daysCount', { count: tripDays(start, end) }) : ''],
        ]
      : [];
  const rows: [string, string][] = [
    [t('summaryCategory'), form.travellerCategory ? q(`category.${form.travellerCategory}`) : ''],
    [t('summaryProvince'), form.province ? common(`province.${form.province}`) : ''],
    [
      t('summaryDates'),
      `${formatReaderDate(form.departureDate, lang)} – ${formatReaderDate(form.returnDate, lang)}`,
    ],
    [t('summaryDeparture'), tripDetails.departureText],
    // A location's label holds commas: destinations are parted by semicolons, thin-spaced in French.
    [
      t('summaryDestinations'),
      tripDetails.destinations.map(locationLabel).join(lang === 'fr' ? '\u202f; ' : '; '),
    ],
    [
      t('summaryTravellers'),
      planSelection.members.map((m) => t('summaryAge', { n: m.referenceNumber, age: m.age })).join(', '),
    ],
    [t('summaryPlanType'), form.familyPlans === 'true' ? t('summaryFamily') : t('summarySingle')],
    ...superVisaRows,
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
      {flow.saveQuote ? <SaveQuote store={flow.saveQuote} /> : null}
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

import type { PolicyBookingView, PolicyEventView } from '@tripx/application';
import { Accordion, AccordionSection } from '@tripx/ui-kit';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../shared/data-table.view';
import { useMoney } from '../shared/use-money';
import { useDateTime } from '../shared/use-date-time';

/** The trip facts the view tab lists, in this order, when the booking has them. */
const TRIP_FIELDS = [
  'startDate',
  'endDate',
  'tripType',
  'provinceOfResidence',
  'departureLocation',
  'furthestDestination',
] as const;

const Facts = ({ rows }: { readonly rows: readonly (readonly [string, string])[] }) => (
  <dl className="adm-facts">
    {rows.map(([term, value]) => (
      <div key={term}>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);

/** The view tab (accordion): trip, travellers, dependents and the history of every change. */
export function ViewPanel({
  booking,
  history,
}: {
  readonly booking: PolicyBookingView;
  readonly history: readonly PolicyEventView[];
}) {
  const { t } = useTranslation('policies');
  const dateTime = useDateTime();
  const money = useMoney();
  const trip = TRIP_FIELDS.flatMap((f) => {
    const v = booking.tripInformation[f];
    return typeof v === 'string' || typeof v === 'number' ? [[t(`trip.${f}`), String(v)] as const] : [];
  });
  return (
    <Accordion>
      <AccordionSection title={t('view.trip')} defaultExpanded headingLevel={2}>
        <Facts
          rows={[
            [t('trip.travellerCategory'), booking.travellerCategory],
            [t('trip.organizationCode'), booking.organizationCode],
            [t('trip.purchaseDate'), dateTime.day(booking.purchaseDate)],
            ...trip,
          ]}
        />
      </AccordionSection>
      <AccordionSection title={t('view.travellers')} defaultExpanded headingLevel={2}>
        {booking.paxes.map((p) => (
          <Facts
            key={p.policyNumber}
            rows={[
              [t('column.policyNumber'), p.policyNumber],
              [t('column.traveller'), `${p.firstName} ${p.lastName}`],
              [t('trip.dateOfBirth'), p.dateOfBirth ?? t('trip.dateOfBirthUnknown')],
              [t('column.planCode'), String(p.plan['planCode'] ?? '')],
              [t('column.status'), t(`status.${p.policyStatus}`)],
              [t('column.premium'), money(p.premiumTotal)],
            ]}
          />
        ))}
      </AccordionSection>
      <AccordionSection title={t('view.dependents', { count: booking.dependents.length })} headingLevel={2}>
        {booking.dependents.map((d) => (
          <Facts
            key={d.referenceNumber}
            rows={[
              [t('column.traveller'), `${d.firstName ?? ''} ${d.lastName ?? ''}`.trim()],
              [t('trip.dateOfBirth'), d.dateOfBirth ?? t('trip.dateOfBirthUnknown')],
            ]}
          />
        ))}
      </AccordionSection>
      <AccordionSection title={t('view.history')} headingLevel={2}>
        <DataTable
          columns={['date', 'action', 'field', 'from', 'to']}
          rows={history.map((e, i) => [
            `${e.at}-${i}`,
            [dateTime.at(e.at), e.action, e.fieldChanged ?? '', e.from ?? '', e.to ?? ''],
          ])}
        />
      </AccordionSection>
    </Accordion>
  );
}

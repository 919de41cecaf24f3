import type { PolicyBookingView, PolicyEventView } from '@tripx/application';
import { Accordion, AccordionSection } from '@tripx/ui-kit';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../platform/use-date-time';
import { useMoney } from '../shared/use-money';
import { organizationText, placeText, planText } from '../shared/booking-words';
import { Facts, type Fact } from './facts.view';
import { PolicyOverview } from './policy-overview.view';
import { PolicyTimeline } from './policy-timeline.view';

/** The trip facts the view tab lists, in this order, when the booking has them. */
const TRIP_FIELDS = ['startDate', 'endDate', 'tripType', 'provinceOfResidence'] as const;

/**
 * Policy View: the overview of the policy, the timeline of every change under it, then the booking's
 * details (accordion): trip, travellers, dependents.
 */
export function ViewPanel({
  booking,
  policyNumber,
  history,
}: {
  readonly booking: PolicyBookingView;
  readonly policyNumber: string;
  readonly history: readonly PolicyEventView[];
}) {
  const { t, i18n } = useTranslation('policies');
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const dateTime = useDateTime();
  const money = useMoney();
  const trip = TRIP_FIELDS.flatMap((f) => {
    const v = booking.tripInformation[f];
    if (typeof v !== 'string' && typeof v !== 'number') return [];
    const text =
      f === 'tripType'
        ? t(`view.tripType.${v}`, { defaultValue: String(v) })
        : f === 'provinceOfResidence'
          ? // The province by its name in the page's language, from the booking flow's labels.
            t(`web.common:province.${v}`, { defaultValue: String(v) })
          : String(v);
    return [[t(`trip.${f}`), text] as const];
  });
  // The departure city and the destinations by their names (the furthest is the last of them).
  const { departure, destinations } = booking.places;
  const places: readonly Fact[] = [
    ...(departure ? [[t('trip.departureLocation'), placeText(departure, lang)] as const] : []),
    ...(destinations.length > 0
      ? [[t('trip.destinations'), destinations.map((d) => placeText(d, lang))] as const]
      : []),
  ];
  return (
    <>
      <PolicyOverview booking={booking} policyNumber={policyNumber} />
      <PolicyTimeline history={history} places={booking.places} />
      <Accordion>
        <AccordionSection title={t('view.trip')} defaultExpanded headingLevel={2}>
          <Facts
            rows={[
              [
                t('trip.travellerCategory'),
                t(`view.category.${booking.travellerCategory}`, { defaultValue: booking.travellerCategory }),
              ],
              [t('trip.organizationCode'), organizationText(booking, lang)],
              [t('trip.purchaseDate'), dateTime.day(booking.purchaseDate)],
              ...trip,
              ...places,
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
                [t('column.planCode'), planText(p.plan, lang)],
                [
                  t('trip.benefits'),
                  p.benefits.length > 0 ? p.benefits.map((b) => planText(b, lang)) : t('history.none'),
                ],
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
      </Accordion>
    </>
  );
}

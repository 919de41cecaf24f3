import type { PolicyBookingView } from '@tripx/application';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../shared/use-money';
import { organizationText, planText } from '../shared/booking-words';
import { Facts, type Fact } from './facts.view';

type Pax = PolicyBookingView['paxes'][number];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The contact of a traveller on one line each: e-mail, phone, postal address. */
const contactLines = (contact: Pax['contact']): readonly string[] => {
  const a = contact.address ?? {};
  const address = [
    a.addressLine1,
    a.addressLine2,
    a.city,
    [a.province, a.postalCode].filter(Boolean).join(' '),
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
  return [text(contact.email), text(contact.phone), address].filter((line) => line !== '');
};

/**
 * The head of Policy View for one traveller policy of the booking: number, status in words, plan, coverage
 * dates, the insured and their contact, organization and agent, premium paid and refunded.
 */
export function PolicyOverview({
  booking,
  policyNumber,
}: {
  readonly booking: PolicyBookingView;
  readonly policyNumber: string;
}) {
  const { t, i18n } = useTranslation('policies');
  const money = useMoney();
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const pax = booking.paxes.find((p) => p.policyNumber === policyNumber) ?? booking.paxes[0];
  if (!pax) return null;
  const trip = booking.tripInformation;
  const contact = contactLines(pax.contact);
  const facts: readonly Fact[] = [
    [t('column.policyNumber'), pax.policyNumber],
    [t('column.status'), t(`status.${pax.policyStatus}`, { defaultValue: pax.policyStatus })],
    [t('column.planCode'), planText(pax.plan, lang)],
    [
      t('overview.coverage'),
      t('overview.coverageDates', { start: text(trip['startDate']), end: text(trip['endDate']) }),
    ],
    [
      t('overview.insured'),
      [
        `${pax.firstName} ${pax.lastName}`,
        t('overview.born', { date: pax.dateOfBirth ?? t('trip.dateOfBirthUnknown') }),
      ],
    ],
    [t('overview.contact'), contact.length > 0 ? contact : t('history.none')],
    [t('trip.organizationCode'), organizationText(booking, lang)],
    [
      t('overview.agent'),
      booking.agentName ?? t(booking.soldBy ? 'overview.agentUnknown' : 'overview.noAgent'),
    ],
    [t('column.premium'), money(pax.premiumTotal)],
    [t('column.paid'), money(pax.paidCents)],
    [t('column.refunded'), money(pax.refundedCents)],
  ];
  return (
    <section className="adm-overview" aria-labelledby="adm-overview-title">
      <h2 id="adm-overview-title">{t('overview.title', { policyNumber: pax.policyNumber })}</h2>
      <Facts rows={facts} />
    </section>
  );
}

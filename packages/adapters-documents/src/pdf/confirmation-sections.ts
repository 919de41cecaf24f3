import type { ConfirmationTraveller, ConfirmationView } from '@tripx/application';
import { addressText, confirmationTotal, personLines } from '@tripx/application';
import {
  formatCoverage,
  formatDisplayDateTime,
  formatReaderDate,
  formatMoney,
  formatWholeDollars,
  RESCISSION_DAYS,
  rescissionNoticeApplies,
  tripDays,
  type CalendarDate,
  type CardBrand,
  type Language,
} from '@tripx/domain';
import { provinceName, type ConfirmationLabelKey, type Translate } from '../labels/labels';
import type { PageWriter } from './page-writer';

export interface SectionContext {
  readonly w: PageWriter;
  readonly t: Translate<ConfirmationLabelKey>;
  readonly lang: Language;
  readonly view: ConfirmationView;
}

/** Brand names are trademarks, written the same in both languages. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
};

/** A date of birth, or the label saying none is on file (older policies, migration 012). */
export const birthDateText = (
  { t, lang }: Pick<SectionContext, 't' | 'lang'>,
  born: CalendarDate | null,
): string => (born === null ? t('dateOfBirthUnknown') : formatReaderDate(born, lang));

const visitor = (view: ConfirmationView): boolean => view.travellerCategory === 'VISITOR_TO_CANADA';

/** A coverage amount in whole dollars, or the word for unlimited. */
const coverageText = ({ t, lang }: Pick<SectionContext, 't' | 'lang'>, dollars: number): string => {
  const coverage = formatCoverage(dollars, lang);
  return coverage.kind === 'label' ? t(coverage.key) : coverage.text;
};

export const bookingFacts = ({ w, t, lang, view }: SectionContext): void => {
  w.row(t('bookingNumber'), view.groupNumber, { bold: true });
  w.row(t('issuedOn'), formatDisplayDateTime(view.purchasedAt, lang));
  w.row(t('travellerCategory'), t(`category${view.travellerCategory}`));
};

/**
 * The trip, and where the insured lives: the province the quote named is a visitor's province visited,
 * not a residence, and the address is the one the insured gave (its province from the postal code).
 */
export const tripSection = (context: SectionContext): void => {
  const { w, t, lang, view } = context;
  const { trip } = view;
  w.heading(t('sectionTrip'));
  w.row(t('departureDate'), formatReaderDate(trip.startDate, lang));
  w.row(t('returnDate'), formatReaderDate(trip.endDate, lang));
  w.row(t('daysCovered'), String(tripDays(trip.startDate, trip.endDate)));
  w.row(t('applicationDate'), formatReaderDate(trip.applicationDate, lang));
  w.row(
    t(visitor(view) ? 'provinceVisited' : 'provinceOfResidence'),
    provinceName(view.provinceOfResidence, lang),
  );
  const { address } = view.contact;
  // A super visa booking shows it in its own section, above.
  if (address && !view.trip.superVisa)
    w.row(t(visitor(view) ? 'addressInCanada' : 'address'), addressText(address));
};

/**
 * A super visa booking says so first (IRCC asks for the proof): the super visa, who is insured, the
 * coverage and deductible of each plan, how long it lasts, and the insured's address in Canada.
 */
export const superVisaSection = (context: SectionContext): void => {
  const { w, t, lang, view } = context;
  if (!view.trip.superVisa) return;
  const { startDate, endDate } = view.trip;
  w.heading(t('sectionSuperVisa'));
  w.paragraph(t('superVisaText'));
  for (const traveller of view.travellers) {
    const { plan } = traveller;
    w.row(t('insured'), `${traveller.firstName} ${traveller.lastName} (${traveller.policyNumber})`, {
      bold: true,
    });
    if (plan.coverageAmount !== null) w.row(t('coverageAmount'), coverageText(context, plan.coverageAmount));
    if (plan.deductible !== null) w.row(t('deductible'), formatWholeDollars(plan.deductible, lang));
  }
  w.row(
    t('duration'),
    t('durationDays', {
      days: tripDays(startDate, endDate),
      startDate: formatReaderDate(startDate, lang),
      endDate: formatReaderDate(endDate, lang),
    }),
  );
  if (view.contact.address) w.row(t('addressInCanada'), addressText(view.contact.address));
};

const paymentText = (t: SectionContext['t'], traveller: ConfirmationTraveller): string | undefined => {
  const { payment } = traveller;
  if (!payment) return undefined;
  if (payment.cardBrand && payment.cardLast4) {
    return t('paymentCard', { brand: CARD_BRAND_NAMES[payment.cardBrand], last4: payment.cardLast4 });
  }
  return t(`paymentMethod${payment.method}`);
};

const planRows = (context: SectionContext, traveller: ConfirmationTraveller): void => {
  const { w, t, lang } = context;
  const { plan } = traveller;
  w.row(t('plan'), `${plan.name[lang]} (${plan.code})`);
  if (plan.coverageAmount !== null) w.row(t('coverageAmount'), coverageText(context, plan.coverageAmount));
  if (plan.deductible !== null) w.row(t('deductible'), formatWholeDollars(plan.deductible, lang));
  if (plan.daysPerTrip !== null) w.row(t('daysPerTrip'), String(plan.daysPerTrip));
  if (plan.tripCost !== null) w.row(t('tripCost'), formatMoney(plan.tripCost, lang));
  if (plan.optionalBenefits.length > 0) {
    w.row(t('optionalBenefits'), plan.optionalBenefits.map((b) => b[lang]).join(', '));
  }
};

const premiumRows = ({ w, t, lang }: SectionContext, traveller: ConfirmationTraveller): void => {
  const { premium } = traveller;
  w.row(t('premiumBreakdown'), '', { bold: true });
  w.row(t('basePremium'), formatMoney(premium.base, lang), { indent: 12 });
  for (const adjustment of premium.adjustments) {
    w.row(t(`adjustment${adjustment.type}`), formatMoney(adjustment.amount, lang), { indent: 12 });
  }
  for (const tax of premium.taxes) w.row(tax.name[lang], formatMoney(tax.amount, lang), { indent: 12 });
  w.row(t('travellerTotal'), formatMoney(premium.total, lang), { bold: true });
};

export const travellersSection = (context: SectionContext): void => {
  const { w, t, view } = context;
  w.heading(t('sectionTravellers'));
  for (const traveller of view.travellers) {
    w.ensureSpace(150);
    w.subheading(`${traveller.firstName} ${traveller.lastName}`);
    w.row(t('policyNumber'), traveller.policyNumber, { bold: true });
    w.row(t('dateOfBirth'), birthDateText(context, traveller.dateOfBirth));
    planRows(context, traveller);
    premiumRows(context, traveller);
    const payment = paymentText(t, traveller);
    if (payment !== undefined) w.row(t('payment'), payment);
  }
};

export const dependentsSection = (context: SectionContext): void => {
  const { w, t, view } = context;
  if (view.dependents.length === 0) return;
  w.heading(t('sectionDependents'));
  view.dependents.forEach((d, i) => {
    const name = [d.firstName, d.lastName].filter(Boolean).join(' ');
    w.row(name || t('dependentUnnamed', { number: i + 1 }), birthDateText(context, d.dateOfBirth));
  });
};

/**
 * Everyone the booking covers with their price, then the total those lines add up to: a traveller's
 * policy, a dependant's place in the family premium.
 */
export const totalSection = ({ w, t, lang, view }: SectionContext): void => {
  w.heading(t('sectionPeople'));
  for (const line of personLines(view)) {
    const amount = formatMoney(line.total, lang);
    if (line.kind === 'traveller') w.row(`${line.name} (${line.policyNumber})`, amount);
    else
      w.row(line.name ?? t('dependentUnnamed', { number: line.number }), t('includedInFamily', { amount }));
  }
  w.rule();
  w.row(t('grandTotal'), formatMoney(confirmationTotal(view), lang), { bold: true, size: 12 });
};

/** Québec only (see RESCISSION_NOTICE_PROVINCE): the notice the province's distribution act requires. */
export const rescissionSection = ({ w, t, lang, view }: SectionContext): void => {
  if (!rescissionNoticeApplies(view.provinceOfResidence)) return;
  w.heading(t('sectionRescission'));
  w.paragraph(t('rescissionText', { days: RESCISSION_DAYS, insurer: view.insurer.name[lang] }));
};

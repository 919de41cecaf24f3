import type { ConfirmationTraveller, ConfirmationView } from '@tripx/application';
import { confirmationTotal } from '@tripx/application';
import {
  formatCoverage,
  formatDisplayDate,
  formatDisplayDateTime,
  formatMoney,
  formatWholeDollars,
  RESCISSION_DAYS,
  rescissionNoticeApplies,
  tripDays,
  type CalendarDate,
  type CardBrand,
  type Language,
} from '@tripx/domain';
import type { ConfirmationLabelKey, Translate } from '../labels/labels';
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
export const birthDateText = (t: SectionContext['t'], born: CalendarDate | null): string =>
  born === null ? t('dateOfBirthUnknown') : formatDisplayDate(born);

export const bookingFacts = ({ w, t, lang, view }: SectionContext): void => {
  w.row(t('bookingNumber'), view.groupNumber, { bold: true });
  w.row(t('issuedOn'), formatDisplayDateTime(view.purchasedAt, lang));
  w.row(t('travellerCategory'), t(`category${view.travellerCategory}`));
};

export const tripSection = ({ w, t, view }: SectionContext): void => {
  const { trip } = view;
  w.heading(t('sectionTrip'));
  w.row(t('departureDate'), formatDisplayDate(trip.startDate));
  w.row(t('returnDate'), formatDisplayDate(trip.endDate));
  w.row(t('daysCovered'), String(tripDays(trip.startDate, trip.endDate)));
  w.row(t('applicationDate'), formatDisplayDate(trip.applicationDate));
  w.row(t('provinceOfResidence'), view.provinceOfResidence);
};

const paymentText = (t: SectionContext['t'], traveller: ConfirmationTraveller): string | undefined => {
  const { payment } = traveller;
  if (!payment) return undefined;
  if (payment.cardBrand && payment.cardLast4) {
    return t('paymentCard', { brand: CARD_BRAND_NAMES[payment.cardBrand], last4: payment.cardLast4 });
  }
  return t(`paymentMethod${payment.method}`);
};

const planRows = ({ w, t, lang }: SectionContext, traveller: ConfirmationTraveller): void => {
  const { plan } = traveller;
  w.row(t('plan'), `${plan.name[lang]} (${plan.code})`);
  if (plan.coverageAmount !== null) {
    const coverage = formatCoverage(plan.coverageAmount, lang);
    w.row(t('coverageAmount'), coverage.kind === 'label' ? t(coverage.key) : coverage.text);
  }
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
    w.row(t('dateOfBirth'), birthDateText(t, traveller.dateOfBirth));
    planRows(context, traveller);
    premiumRows(context, traveller);
    const payment = paymentText(t, traveller);
    if (payment !== undefined) w.row(t('payment'), payment);
  }
};

export const dependentsSection = ({ w, t, view }: SectionContext): void => {
  if (view.dependents.length === 0) return;
  w.heading(t('sectionDependents'));
  view.dependents.forEach((d, i) => {
    const name = [d.firstName, d.lastName].filter(Boolean).join(' ');
    w.row(name || t('dependentUnnamed', { number: i + 1 }), birthDateText(t, d.dateOfBirth));
  });
};

export const totalSection = ({ w, t, lang, view }: SectionContext): void => {
  w.rule();
  w.row(t('grandTotal'), formatMoney(confirmationTotal(view), lang), { bold: true, size: 12 });
};

/** Québec only (see RESCISSION_NOTICE_PROVINCE): the notice the province's distribution act requires. */
export const rescissionSection = ({ w, t, lang, view }: SectionContext): void => {
  if (!rescissionNoticeApplies(view.provinceOfResidence)) return;
  w.heading(t('sectionRescission'));
  w.paragraph(t('rescissionText', { days: RESCISSION_DAYS, insurer: view.insurer.name[lang] }));
};

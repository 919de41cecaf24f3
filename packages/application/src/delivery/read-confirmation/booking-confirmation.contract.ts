import { CARD_BRANDS, PAYMENT_METHODS, sumCents, TRAVELLER_CATEGORIES } from '@tripx/domain';
import * as t from 'io-ts';
import { CalendarDateCodec, LangCodec, literalUnion } from '../../contracts/codecs';
import { CentsCodec, nullable } from '../../rating/contracts/rating-codecs';
import { confirmationTotal, type ConfirmationView } from '../confirmation-view';

const LocalizedTextCodec = t.type({ en: t.string, fr: t.string });

/**
 * What the purchase app's confirmation shows of a booking, read from the server (GET
 * /api/policies/{policyNumber} with `associated-policy`): every policy of the purchase with its
 * traveller, plan, total, card and PDF, the dependants, the trip and where the insured lives.
 */
export const BookingConfirmationCodec = t.type({
  groupNumber: t.string,
  purchasedAt: t.string,
  language: LangCodec,
  travellerCategory: literalUnion(TRAVELLER_CATEGORIES, 'TravellerCategory'),
  trip: t.type({ startDate: CalendarDateCodec, endDate: CalendarDateCodec, superVisa: t.boolean }),
  contact: t.type({
    email: nullable(t.string),
    address: nullable(
      t.type({
        line1: t.string,
        line2: nullable(t.string),
        city: t.string,
        province: t.string,
        postalCode: t.string,
      }),
    ),
  }),
  policies: t.array(
    t.type({
      policyNumber: t.string,
      referenceNumber: t.number,
      firstName: t.string,
      lastName: t.string,
      plan: t.type({
        code: t.string,
        name: LocalizedTextCodec,
        coverageAmount: nullable(t.number),
        deductible: nullable(t.number),
      }),
      totalCents: CentsCodec,
      payment: nullable(
        t.type({
          method: literalUnion(PAYMENT_METHODS, 'PaymentMethod'),
          brand: nullable(literalUnion(CARD_BRANDS, 'CardBrand')),
          last4: nullable(t.string),
        }),
      ),
      /** GET this path for the policy's confirmation PDF. */
      confirmationPdfPath: t.string,
    }),
  ),
  dependents: t.array(t.type({ firstName: nullable(t.string), lastName: nullable(t.string) })),
  /** The booking total: the sum of the policies' totals. */
  totalCents: CentsCodec,
  /** What was charged to a card: the totals of the policies paid by card. */
  chargedCents: CentsCodec,
});
export type BookingConfirmation = t.TypeOf<typeof BookingConfirmationCodec>;

/** The confirmation's answer from the document's view, field by field (no logo, no dates of birth). */
export const bookingConfirmationOf = (
  view: ConfirmationView,
  pdfPath: (policyNumber: string) => string,
): BookingConfirmation => ({
  groupNumber: view.groupNumber,
  purchasedAt: view.purchasedAt,
  language: view.policyLanguage,
  travellerCategory: view.travellerCategory,
  trip: { startDate: view.trip.startDate, endDate: view.trip.endDate, superVisa: view.trip.superVisa },
  contact: { email: view.contact.email, address: view.contact.address },
  policies: view.travellers.map((t) => ({
    policyNumber: t.policyNumber,
    referenceNumber: t.referenceNumber,
    firstName: t.firstName,
    lastName: t.lastName,
    plan: {
      code: t.plan.code,
      name: t.plan.name,
      coverageAmount: t.plan.coverageAmount,
      deductible: t.plan.deductible,
    },
    totalCents: t.premium.total,
    payment: t.payment && {
      method: t.payment.method,
      brand: t.payment.cardBrand,
      last4: t.payment.cardLast4,
    },
    confirmationPdfPath: pdfPath(t.policyNumber),
  })),
  dependents: view.dependents.map((d) => ({ firstName: d.firstName, lastName: d.lastName })),
  totalCents: confirmationTotal(view),
  chargedCents: sumCents(
    view.travellers.filter((t) => t.payment?.method === 'CREDIT_CARD').map((t) => t.premium.total),
  ),
});

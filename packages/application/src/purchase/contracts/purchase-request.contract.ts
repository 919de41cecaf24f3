import { FIELD_LIMITS, PROVINCES } from '@tripx/domain';
import * as t from 'io-ts';
import { boundedString, CalendarDateCodec, LangCodec, literalUnion } from '../../contracts/codecs';
import {
  DependentCodec,
  QuotePaxCodec,
  quoteRequestFields,
  quoteRequestOptional,
} from '../../rating/contracts/quote-request.contract';
import { BooleanLike, CentsCodec, intIn } from '../../rating/contracts/rating-codecs';

/**
 * The purchase (spec 3 "Purchase payload"). It is the quote request the buyer saw priced
 * (with `ratesVersion` REQUIRED, the version of that quote, and its `quoteRef`: the server re-rates
 * with the version in force and keeps the quote's price only while the quote is valid) plus what
 * the buyer saw as the total (`expectedTotalCents`), the travellers' names, the contact and the
 * payment per traveller. It is sent with the CSRF token and the buyer's idempotency key (8–100
 * characters); the HTTP edge names both headers.
 *
 * Payment: a card is a `dataKey` from the card frame (never a card number; a `cvd` sent here is
 * dropped). One card per traveller = each pax has its own `dataKey`; one card for all = the same
 * `dataKey` on every pax (one charge per policy). `PAID_TO_AGENCY` needs an agency user with
 * POLICY_BOOKING and POLICY_EDIT; `CASH` (spec 4.5) a signed-in staff member or agent with them
 * (no card is charged; the policy records the method).
 */
export const PURCHASE_PAYMENT_METHODS = ['CREDIT_CARD', 'PAID_TO_AGENCY', 'CASH'] as const;
export type PurchasePaymentMethod = (typeof PURCHASE_PAYMENT_METHODS)[number];

const Name = boundedString(FIELD_LIMITS.name, 'Name');

export const PaymentDetailsCodec = t.intersection([
  t.type({
    paymentType: literalUnion(['TOKEN', 'CARD'] as const, 'PaymentType'),
    dataKey: boundedString(40, 'DataKey'),
    cardHolderName: Name,
  }),
  t.partial({
    /** The traveller whose card it is (one card for all): referenceNumber. */
    cardOwnerReferenceNumber: intIn(1, 99),
    /** MM/YY as the frame reported it; informative only, the token is authoritative. */
    expDate: boundedString(5, 'ExpDate'),
  }),
]);
export type PaymentDetails = t.TypeOf<typeof PaymentDetailsCodec>;

export const PaxPaymentCodec = t.intersection([
  t.type({ method: literalUnion(PURCHASE_PAYMENT_METHODS, 'PurchasePaymentMethod') }),
  t.partial({
    type: t.literal('CHARGE'),
    /** The pax total the buyer saw (cents); checked against the re-rated pax total when sent. */
    amountCents: CentsCodec,
    details: PaymentDetailsCodec,
  }),
]);
export type PaxPayment = t.TypeOf<typeof PaxPaymentCodec>;

export const PurchasePaxCodec = t.intersection([
  QuotePaxCodec,
  t.type({ firstName: Name, lastName: Name, payment: PaxPaymentCodec }),
  t.partial({ relationship: boundedString(40) }),
]);
export type PurchasePax = t.TypeOf<typeof PurchasePaxCodec>;

export const PurchaseDependentCodec = t.intersection([
  DependentCodec,
  t.partial({ firstName: Name, lastName: Name, relationship: boundedString(40) }),
]);

export const AddressCodec = t.intersection([
  t.type({
    addressLine1: boundedString(FIELD_LIMITS.address),
    city: boundedString(FIELD_LIMITS.city),
    postalCode: boundedString(10, 'PostalCode'),
    province: literalUnion(PROVINCES, 'Province'),
    country: t.literal('CA'),
  }),
  t.partial({ addressLine2: boundedString(FIELD_LIMITS.address) }),
]);

export const ContactCodec = t.type({
  email: boundedString(FIELD_LIMITS.email),
  phone: boundedString(20),
  address: AddressCodec,
});
export type PurchaseContact = t.TypeOf<typeof ContactCodec>;

export const PurchaseRequestCodec = t.intersection([
  t.type({
    ...quoteRequestFields,
    ratesVersion: CalendarDateCodec,
    expectedTotalCents: CentsCodec,
    paxes: t.array(PurchasePaxCodec),
    contact: ContactCodec,
    lang: LangCodec,
  }),
  t.partial({
    ...quoteRequestOptional,
    dependents: t.array(PurchaseDependentCodec),
    organizationCode: boundedString(40),
    employeeRelationship: boundedString(40),
    referenceId: boundedString(40),
    referredBy: boundedString(40),
    bill96Consent: BooleanLike,
    /** The quote answer's server-signed `quoteRef`: the quote's day is believed from it only. */
    quoteRef: boundedString(200, 'QuoteRef'),
  }),
]);
export type PurchaseRequestBody = t.TypeOf<typeof PurchaseRequestCodec>;

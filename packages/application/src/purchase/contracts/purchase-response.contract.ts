import { POLICY_STATUSES, CARD_BRANDS } from '@tripx/domain';
import * as t from 'io-ts';
import { CalendarDateCodec, LangCodec, literalUnion } from '../../contracts/codecs';
import { CentsCodec, intIn, nullable } from '../../rating/contracts/rating-codecs';
import { PURCHASE_PAYMENT_METHODS } from './purchase-request.contract';

/**
 * A purchase's answer: one policy per traveller (a replay of the same idempotency key and body
 * answers the same body, marked as replayed by the edge).
 */
export const PurchasedPolicyCodec = t.type({
  policyNumber: t.string,
  referenceNumber: intIn(1, 99),
  firstName: t.string,
  lastName: t.string,
  planCode: t.string,
  status: literalUnion(POLICY_STATUSES, 'PolicyStatus'),
  totalCents: CentsCodec,
  payment: t.type({
    method: literalUnion(PURCHASE_PAYMENT_METHODS, 'PurchasePaymentMethod'),
    brand: nullable(literalUnion(CARD_BRANDS, 'CardBrand')),
    last4: nullable(t.string),
    chargedCents: CentsCodec,
  }),
  /** GET this path for the confirmation PDF (the buyer's session may fetch its own policies). */
  confirmationPdfPath: t.string,
});
export type PurchasedPolicy = t.TypeOf<typeof PurchasedPolicyCodec>;

export const PurchaseResponseCodec = t.type({
  purchaseId: t.string,
  lang: LangCodec,
  ratesVersion: CalendarDateCodec,
  applicationDate: t.string,
  totalCents: CentsCodec,
  chargedCents: CentsCodec,
  currency: t.literal('CAD'),
  policies: t.array(PurchasedPolicyCodec),
});
export type PurchaseResponse = t.TypeOf<typeof PurchaseResponseCodec>;

/**
 * The extra part of the `alreadyPurchased` answer (beside the API's `error`): the policies this
 * session already bought for the same travellers, dates and plans, with their confirmation PDF.
 */
export const AlreadyPurchasedAnswerCodec = t.type({
  policies: t.array(t.type({ policyNumber: t.string, confirmationPdfPath: t.string })),
});
export type AlreadyPurchasedAnswer = t.TypeOf<typeof AlreadyPurchasedAnswerCodec>;

/**
 * Error codes of a purchase (i18next keys, translations/errors/purchase.*.json), beyond the API's
 * own (`invalidValue`, `csrfInvalid`, …) and the payment provider's (`cardDeclined`,
 * `insufficientFunds`, `captureFailed`, `tokenExpired`, `tokenUnknown`). The failures that carry
 * them are purchase.errors.ts; their statuses are adapters-http's PURCHASE_STATUSES.
 * - `priceChanged`: the re-rated total differs from `expectedTotalCents`; nothing charged;
 *   `fields` gives `expectedTotalCents` and the body's `error.message` the new total. Re-quote.
 * - `idempotencyKeyRequired`, `idempotencyKeyConflict` (same key, other body),
 *   `purchaseInProgress` (same key, first request still running: retry later).
 * - `activationFailed`: the charge was reversed, no policy is ACTIVE.
 * - `paidToAgencyNotAllowed`, `cashNotAllowed` (403); `paymentMissing` / `postalCodeInvalid` / `bill96ConsentRequired` … (invalidValue).
 * - `organizationMismatch` (field `organizationCode`): the body names another organization than
 *   the session's (LAN staff switch theirs); nothing written under the key.
 * - `alreadyPurchased`: this session already bought the same travellers, dates and plans (a
 *   purchase is final); the body's `policies` lists them with their confirmationPdfPath; nothing
 *   charged. The same purchase still running in the session is `purchaseInProgress`.
 * - `referringAgentUnknown` (invalidValue, field `referredBy`): not an agent of the organization;
 *   `referringAgentRequired` (same field): a user of an agency names one, or `INSURER`.
 * - `cardHolderNameRequired` (field `paxes.<i>.payment.details.cardHolderName`): blank name.
 * - The sale rules of the quote (dates, family plan, students, destinations, employee name: the
 *   codes of the quote, on the same paths) and the student's school (`required`, fields
 *   `tripInformation.schoolName` / `schoolCity`).
 * - `dateOfBirthRequired` (invalidValue, field `paxes.<i>.dateOfBirth`): a quote may go by age,
 *   a policy is issued only with the traveller's date of birth; nothing charged or written.
 * - An agent without a current AUTHORIZED licence for `tripInformation.provinceOfResidence`:
 *   `licenceMissing` / `licenceExpired` / `licenceNotAuthorized` (labels in errors/distribution).
 */
export const PURCHASE_ERROR_CODES = [
  'priceChanged',
  'idempotencyKeyRequired',
  'idempotencyKeyConflict',
  'purchaseInProgress',
  'activationFailed',
  'paidToAgencyNotAllowed',
  'cashNotAllowed',
  'paymentMissing',
  'travellerNamesRequired',
  'planNotEligible',
  'planChoiceRequired',
  'referringAgentUnknown',
  'dateOfBirthRequired',
  'organizationMismatch',
  'cardHolderNameRequired',
  'referringAgentRequired',
  'alreadyPurchased',
] as const;
export type PurchaseErrorCode = (typeof PURCHASE_ERROR_CODES)[number];

/** The confirmation e-mail queued again (staff). */
export const ResendConfirmationRequestCodec = t.intersection([
  t.type({ policyNumber: t.string }),
  t.partial({ email: t.string }),
]);
export const ResendConfirmationResponseCodec = t.type({ deliveryId: t.string, status: t.string });

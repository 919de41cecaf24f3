import type { FlowNamespace as Namespace } from '../platform/flow-namespaces';

/** Codes a payment can fail with, by the label file that words them. */
export const PAYMENT_CODES = [
  'cardDeclined',
  'insufficientFunds',
  'captureFailed',
  'tokenExpired',
  'tokenUnknown',
  'paymentUnavailable',
  'cardNumberRequired',
  'expiryRequired',
  'expiryInvalid',
  'cardExpired',
  'cvdRequired',
  'cvdInvalid',
  'tokenizeFailed',
  'tokenizeRefused',
];
export const PURCHASE_CODES = [
  'priceChanged',
  'idempotencyKeyRequired',
  'idempotencyKeyConflict',
  'purchaseInProgress',
  'activationFailed',
  'paidToAgencyNotAllowed',
  'paymentMissing',
  'travellerNamesRequired',
  'planNotEligible',
];

/** Codes of an agent's selling licence (the quote and the purchase refuse an agent without one). */
export const LICENCE_CODES = ['licenceMissing', 'licenceExpired', 'licenceNotAuthorized'];

/** The namespace of a code a quote or a payment can fail with. */
export const flowErrorNs = (code: string): Namespace =>
  code === 'mon_943'
    ? 'errors.card'
    : PAYMENT_CODES.includes(code)
      ? 'errors.payment'
      : PURCHASE_CODES.includes(code)
        ? 'errors.purchase'
        : LICENCE_CODES.includes(code)
          ? 'errors.distribution'
          : code === 'network' || code === 'badResponse'
            ? 'web.common'
            : 'errors.api';

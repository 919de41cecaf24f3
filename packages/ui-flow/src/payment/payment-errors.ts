import { PURCHASE_ERROR_CODES } from '@tripx/application';
import { isOneOf, SELLING_LICENCE_CODES } from '@tripx/domain';
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

/** The label file (namespace) of a code a quote or a payment can fail with. */
export const flowErrorNs = (code: string): Namespace =>
  code === 'mon_943'
    ? 'errors.card'
    : PAYMENT_CODES.includes(code)
      ? 'errors.payment'
      : isOneOf(PURCHASE_ERROR_CODES, code)
        ? 'errors.purchase'
        : isOneOf(SELLING_LICENCE_CODES, code)
          ? 'errors.distribution'
          : code === 'network' || code === 'badResponse'
            ? 'web.common'
            : 'errors.api';

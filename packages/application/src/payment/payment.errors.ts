import type { Cents } from '@tripx/domain';
import { Data } from 'effect';

/**
 * Failures of the payment provider, as values on Effect's error channel (Data.TaggedError classes). Each code is an i18next key
 * with EN and FR text in translations/errors/payment.{en,fr}.json.
 */
export const PAYMENT_ERROR_CODES = [
  'tokenUnknown',
  'tokenExpired',
  'cardDeclined',
  'insufficientFunds',
  'captureFailed',
  'idempotencyMismatch',
  'chargeNotFound',
  'chargeNotRefundable',
  'chargeNotReversible',
  'refundExceedsCharge',
  'invalidPaymentRequest',
  'paymentUnavailable',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** The dataKey was never issued (or was issued by another provider). */
export class TokenUnknown extends Data.TaggedError('TokenUnknown')<{ readonly code: 'tokenUnknown' }> {}

/** The dataKey was issued but its time to live is over: the buyer enters the card again. */
export class TokenExpired extends Data.TaggedError('TokenExpired')<{
  readonly code: 'tokenExpired';
  readonly expiredAt: Date;
}> {}

/** The issuer refused the charge; nothing was taken. */
export class CardDeclined extends Data.TaggedError('CardDeclined')<{
  readonly code: 'cardDeclined' | 'insufficientFunds';
}> {}

/** Authorized but not captured; the authorization was voided, nothing was taken. */
export class CaptureFailed extends Data.TaggedError('CaptureFailed')<{ readonly code: 'captureFailed' }> {}

/** The idempotency key was first used for a different request. */
export class IdempotencyMismatch extends Data.TaggedError('IdempotencyMismatch')<{
  readonly code: 'idempotencyMismatch';
  readonly idempotencyKey: string;
}> {}

export class ChargeNotFound extends Data.TaggedError('ChargeNotFound')<{ readonly code: 'chargeNotFound' }> {}

/** Only a CAPTURED charge can be refunded or reversed. */
export class ChargeNotRefundable extends Data.TaggedError('ChargeNotRefundable')<{
  readonly code: 'chargeNotRefundable';
}> {}

/** A reversal voids the whole charge, so it is refused once anything has been refunded. */
export class ChargeNotReversible extends Data.TaggedError('ChargeNotReversible')<{
  readonly code: 'chargeNotReversible';
  readonly refundedCents: Cents;
}> {}

export class RefundExceedsCharge extends Data.TaggedError('RefundExceedsCharge')<{
  readonly code: 'refundExceedsCharge';
  /** What can still be refunded. */
  readonly refundableCents: Cents;
}> {}

/** An amount that is not a positive whole number of cents, or an empty or oversized key. */
export class InvalidPaymentRequest extends Data.TaggedError('InvalidPaymentRequest')<{
  readonly code: 'invalidPaymentRequest';
  readonly field: 'amountCents' | 'idempotencyKey' | 'dataKey' | 'reference';
}> {}

/** The provider (or its storage) could not be reached; safe to retry with the same idempotency key. */
export class PaymentUnavailable extends Data.TaggedError('PaymentUnavailable')<{
  readonly code: 'paymentUnavailable';
  readonly message: string;
}> {}

export type InspectTokenError = TokenUnknown | TokenExpired | InvalidPaymentRequest | PaymentUnavailable;
export type ChargeError = InspectTokenError | CardDeclined | CaptureFailed | IdempotencyMismatch;
export type RefundError =
  | ChargeNotFound
  | ChargeNotRefundable
  | RefundExceedsCharge
  | IdempotencyMismatch
  | InvalidPaymentRequest
  | PaymentUnavailable;
export type ReverseError = ChargeNotFound | ChargeNotRefundable | ChargeNotReversible | PaymentUnavailable;
export type PaymentError = ChargeError | RefundError | ReverseError;

export const tokenUnknown = (): TokenUnknown => new TokenUnknown({ code: 'tokenUnknown' });
export const tokenExpired = (expiredAt: Date): TokenExpired =>
  new TokenExpired({ code: 'tokenExpired', expiredAt });
export const cardDeclined = (code: CardDeclined['code'] = 'cardDeclined'): CardDeclined =>
  new CardDeclined({ code });
export const captureFailed = (): CaptureFailed => new CaptureFailed({ code: 'captureFailed' });
export const idempotencyMismatch = (idempotencyKey: string): IdempotencyMismatch =>
  new IdempotencyMismatch({ code: 'idempotencyMismatch', idempotencyKey });
export const chargeNotFound = (): ChargeNotFound => new ChargeNotFound({ code: 'chargeNotFound' });
export const chargeNotRefundable = (): ChargeNotRefundable =>
  new ChargeNotRefundable({ code: 'chargeNotRefundable' });
export const chargeNotReversible = (refundedCents: Cents): ChargeNotReversible =>
  new ChargeNotReversible({ code: 'chargeNotReversible', refundedCents });
export const refundExceedsCharge = (refundableCents: Cents): RefundExceedsCharge =>
  new RefundExceedsCharge({ code: 'refundExceedsCharge', refundableCents });
export const invalidPaymentRequest = (field: InvalidPaymentRequest['field']): InvalidPaymentRequest =>
  new InvalidPaymentRequest({ code: 'invalidPaymentRequest', field });
export const paymentUnavailable = (message: string): PaymentUnavailable =>
  new PaymentUnavailable({ code: 'paymentUnavailable', message });

import type { Cents } from '@tripx/domain';

/**
 * Failures of the payment provider, as values on Effect's error channel. Each code is an i18next key
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
export interface TokenUnknown {
  readonly _tag: 'TokenUnknown';
  readonly code: 'tokenUnknown';
}

/** The dataKey was issued but its time to live is over: the buyer enters the card again. */
export interface TokenExpired {
  readonly _tag: 'TokenExpired';
  readonly code: 'tokenExpired';
  readonly expiredAt: Date;
}

/** The issuer refused the charge; nothing was taken. */
export interface CardDeclined {
  readonly _tag: 'CardDeclined';
  readonly code: 'cardDeclined' | 'insufficientFunds';
}

/** Authorized but not captured; the authorization was voided, nothing was taken. */
export interface CaptureFailed {
  readonly _tag: 'CaptureFailed';
  readonly code: 'captureFailed';
}

/** The idempotency key was first used for a different request. */
export interface IdempotencyMismatch {
  readonly _tag: 'IdempotencyMismatch';
  readonly code: 'idempotencyMismatch';
  readonly idempotencyKey: string;
}

export interface ChargeNotFound {
  readonly _tag: 'ChargeNotFound';
  readonly code: 'chargeNotFound';
}

/** Only a CAPTURED charge can be refunded or reversed. */
export interface ChargeNotRefundable {
  readonly _tag: 'ChargeNotRefundable';
  readonly code: 'chargeNotRefundable';
}

/** A reversal voids the whole charge, so it is refused once anything has been refunded. */
export interface ChargeNotReversible {
  readonly _tag: 'ChargeNotReversible';
  readonly code: 'chargeNotReversible';
  readonly refundedCents: Cents;
}

export interface RefundExceedsCharge {
  readonly _tag: 'RefundExceedsCharge';
  readonly code: 'refundExceedsCharge';
  /** What can still be refunded. */
  readonly refundableCents: Cents;
}

/** An amount that is not a positive whole number of cents, or an empty or oversized key. */
export interface InvalidPaymentRequest {
  readonly _tag: 'InvalidPaymentRequest';
  readonly code: 'invalidPaymentRequest';
  readonly field: 'amountCents' | 'idempotencyKey' | 'dataKey' | 'reference';
}

/** The provider (or its storage) could not be reached; safe to retry with the same idempotency key. */
export interface PaymentUnavailable {
  readonly _tag: 'PaymentUnavailable';
  readonly code: 'paymentUnavailable';
  readonly message: string;
}

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

export const tokenUnknown = (): TokenUnknown => ({ _tag: 'TokenUnknown', code: 'tokenUnknown' });
export const tokenExpired = (expiredAt: Date): TokenExpired => ({
  _tag: 'TokenExpired',
  code: 'tokenExpired',
  expiredAt,
});
export const cardDeclined = (code: CardDeclined['code'] = 'cardDeclined'): CardDeclined => ({
  _tag: 'CardDeclined',
  code,
});
export const captureFailed = (): CaptureFailed => ({ _tag: 'CaptureFailed', code: 'captureFailed' });
export const idempotencyMismatch = (idempotencyKey: string): IdempotencyMismatch => ({
  _tag: 'IdempotencyMismatch',
  code: 'idempotencyMismatch',
  idempotencyKey,
});
export const chargeNotFound = (): ChargeNotFound => ({ _tag: 'ChargeNotFound', code: 'chargeNotFound' });
export const chargeNotRefundable = (): ChargeNotRefundable => ({
  _tag: 'ChargeNotRefundable',
  code: 'chargeNotRefundable',
});
export const chargeNotReversible = (refundedCents: Cents): ChargeNotReversible => ({
  _tag: 'ChargeNotReversible',
  code: 'chargeNotReversible',
  refundedCents,
});
export const refundExceedsCharge = (refundableCents: Cents): RefundExceedsCharge => ({
  _tag: 'RefundExceedsCharge',
  code: 'refundExceedsCharge',
  refundableCents,
});
export const invalidPaymentRequest = (field: InvalidPaymentRequest['field']): InvalidPaymentRequest => ({
  _tag: 'InvalidPaymentRequest',
  code: 'invalidPaymentRequest',
  field,
});
export const paymentUnavailable = (message: string): PaymentUnavailable => ({
  _tag: 'PaymentUnavailable',
  code: 'paymentUnavailable',
  message,
});

import { Data } from 'effect';
import type { FieldProblem } from '../contracts/api-error.contract';
import type { LicenceRefused } from '../distribution/distribution.errors';
import type { ChargeError } from '../payment/payment.errors';
import type { OrganizationMismatch } from '../session/session-organization';

/**
 * Failures of a purchase, as values on Effect's error channel. Each carries the spec's code (an
 * i18next key of translations/errors) and the body's fields; the HTTP status is chosen at the edge
 * (adapters-http `purchase.statuses.ts`).
 */

/** The request carries no usable idempotency key (8–100 characters of `A-Za-z0-9._:-`). */
export class IdempotencyKeyRequired extends Data.TaggedError('IdempotencyKeyRequired')<{
  readonly code: 'idempotencyKeyRequired';
}> {}

/** The key was first used for another request body. */
export class IdempotencyKeyConflict extends Data.TaggedError('IdempotencyKeyConflict')<{
  readonly code: 'idempotencyKeyConflict';
}> {}

/** The first request under this key, or the same purchase in this session, is still running. */
export class PurchaseInProgress extends Data.TaggedError('PurchaseInProgress')<{
  readonly code: 'purchaseInProgress';
  readonly message: string;
}> {}

/** A body that does not decode, an unknown organization, a broken rule, or a purchase that cannot be priced. */
export class InvalidPurchase extends Data.TaggedError('InvalidPurchase')<{
  readonly code: 'invalidValue';
  readonly message: string;
  readonly fields: readonly FieldProblem[];
}> {}

/** PAID_TO_AGENCY asked by someone who may not take it (the body's other problems ride along). */
export class PaidToAgencyNotAllowed extends Data.TaggedError('PaidToAgencyNotAllowed')<{
  readonly code: 'paidToAgencyNotAllowed';
  readonly message: string;
  readonly fields: readonly FieldProblem[];
}> {}

/** CASH asked by someone who may not take it: only a signed-in person with the payment claims (spec 4.5). */
export class CashNotAllowed extends Data.TaggedError('CashNotAllowed')<{
  readonly code: 'cashNotAllowed';
  readonly message: string;
  readonly fields: readonly FieldProblem[];
}> {}

/** The rate catalogue could not be read: nothing priced, nothing written but the refusal. */
export class RatesUnavailable extends Data.TaggedError('RatesUnavailable')<{
  readonly code: 'unavailable';
  readonly message: string;
}> {}

/** The re-rated total is not the one the buyer saw (or the quote no longer holds): nothing charged. */
export class PriceChanged extends Data.TaggedError('PriceChanged')<{
  readonly code: 'priceChanged';
  readonly message: string;
  readonly fields: readonly FieldProblem[];
}> {}

/**
 * This session already bought the same travellers, dates and plans (PRODUCT.md "one purchase per
 * quote"): a purchase is final; the answer names the policies issued.
 */
export class AlreadyPurchased extends Data.TaggedError('AlreadyPurchased')<{
  readonly code: 'alreadyPurchased';
  readonly message: string;
  readonly policyNumbers: readonly string[];
}> {}

type ChargeCode<E> = E extends { readonly code: infer C } ? C : never;
const chargeFields = (code: string, pax: number): readonly FieldProblem[] => [
  { path: `paxes.${pax}.payment`, code },
];

/** The card was refused (declined, no funds, capture failed, token unknown or expired): nothing taken. */
export class ChargeDeclined extends Data.TaggedError('ChargeDeclined')<{
  readonly code: Exclude<ChargeCode<ChargeError>, 'paymentUnavailable' | 'idempotencyMismatch'>;
  readonly message: string;
  readonly fields: readonly FieldProblem[];
}> {}

/** The provider could not be reached within its retries: what was captured is reversed. */
export class ChargeUnavailable extends Data.TaggedError('ChargeUnavailable')<{
  readonly code: 'paymentUnavailable';
  readonly message: string;
  readonly fields: readonly FieldProblem[];
}> {}

/** The provider holds another request under this charge's key. */
export class ChargeKeyMismatch extends Data.TaggedError('ChargeKeyMismatch')<{
  readonly code: 'idempotencyMismatch';
  readonly message: string;
  readonly fields: readonly FieldProblem[];
}> {}

/** The policies could not be written ACTIVE; every charge was reversed. */
export class ActivationFailed extends Data.TaggedError('ActivationFailed')<{
  readonly code: 'activationFailed';
  readonly message: string;
}> {}

export type ChargeFailure = ChargeDeclined | ChargeUnavailable | ChargeKeyMismatch;

/** Every failure of a purchase. */
export type PurchaseFailure =
  | IdempotencyKeyRequired
  | IdempotencyKeyConflict
  | PurchaseInProgress
  | InvalidPurchase
  | PaidToAgencyNotAllowed
  | CashNotAllowed
  | OrganizationMismatch
  | LicenceRefused
  | RatesUnavailable
  | PriceChanged
  | AlreadyPurchased
  | ChargeFailure
  | ActivationFailed;

const NOT_ACCEPTED = 'The payment was not accepted.';

/** The failure of traveller `pax`'s charge, on the path of its payment. */
export const chargeFailure = (error: ChargeError, pax: number): ChargeFailure => {
  const fields = chargeFields(error.code, pax);
  if (error.code === 'paymentUnavailable')
    return new ChargeUnavailable({ code: error.code, message: NOT_ACCEPTED, fields });
  if (error.code === 'idempotencyMismatch')
    return new ChargeKeyMismatch({ code: error.code, message: NOT_ACCEPTED, fields });
  return new ChargeDeclined({ code: error.code, message: NOT_ACCEPTED, fields });
};

export const activationFailed = (): ActivationFailed =>
  new ActivationFailed({
    code: 'activationFailed',
    message: 'The policy could not be activated; the payment was reversed.',
  });

export const alreadyPurchased = (policyNumbers: readonly string[]): AlreadyPurchased =>
  new AlreadyPurchased({
    code: 'alreadyPurchased',
    message: 'These travellers are already covered.',
    policyNumbers,
  });

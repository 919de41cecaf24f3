import type { Effect } from 'effect';
import type {
  ChargeError,
  InspectTokenError,
  PaymentUnavailable,
  RefundError,
  ReverseError,
} from './payment.errors';
import type {
  Charge,
  ChargeRecord,
  ChargeRef,
  ChargeRequest,
  DataKey,
  Refund,
  RefundRequest,
  TokenDetails,
} from './payment.types';

/**
 * The payment provider as the server sees it. Tokenizing is not here: the card frame does it on the
 * provider's own origin, so a card number never reaches our API. Every call is safe to retry: charges
 * and refunds carry an idempotency key, a reversal is keyed by its charge.
 */
export interface PaymentProviderPort {
  /** What a token stands for (brand, last four, card expiry, token expiry), without using it. */
  readonly inspectToken: (dataKey: DataKey) => Effect.Effect<TokenDetails, InspectTokenError>;
  /** Authorizes and captures in one step. A replayed key returns the first result, failure included. */
  readonly charge: (request: ChargeRequest) => Effect.Effect<Charge, ChargeError>;
  /** Gives back part or all of a captured charge; the refunds of a charge never total more than it. */
  readonly refund: (request: RefundRequest) => Effect.Effect<Refund, RefundError>;
  /**
   * Voids a whole captured charge that has no refund yet (a purchase whose activation failed).
   * Reversing twice returns the first reversal.
   */
  readonly reverseCharge: (chargeRef: ChargeRef) => Effect.Effect<Refund, ReverseError>;
  /** The attempt recorded under an idempotency key, if any: how a restarted server learns what happened. */
  readonly findCharge: (
    idempotencyKey: string,
  ) => Effect.Effect<ChargeRecord | undefined, PaymentUnavailable>;
  /**
   * Captured charges created before `createdBefore` (and at or after `createdFrom` when given), with
   * what was refunded: the reconciliation's input.
   */
  readonly listCapturedCharges: (
    createdBefore: Date,
    createdFrom?: Date,
  ) => Effect.Effect<readonly ChargeRecord[], PaymentUnavailable>;
}

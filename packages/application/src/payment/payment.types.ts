import type { CardBrand, Cents } from '@tripx/domain';

/**
 * The token the card frame hands back for a card (the provider's "dataKey"). Only the provider can
 * turn it back into a card; we store it, the brand and the last four digits, never the number.
 */
export type DataKey = string & { readonly __brand: 'DataKey' };
/** The provider's reference of one charge (refunds and reversals point at it). */
export type ChargeRef = string & { readonly __brand: 'ChargeRef' };
/** The provider's reference of one refund or reversal. */
export type RefundRef = string & { readonly __brand: 'RefundRef' };

export const asDataKey = (text: string): DataKey => text as DataKey;
export const asChargeRef = (text: string): ChargeRef => text as ChargeRef;

/** Card expiry as printed on the card: the card is good through the last day of `month` of `year`. */
export interface CardExpiry {
  readonly month: number;
  readonly year: number;
}

/** What a token stands for: all we ever learn about the card, plus when the token stops working. */
export interface TokenDetails {
  readonly dataKey: DataKey;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly cardExpiry: CardExpiry;
  readonly tokenExpiresAt: Date;
}

export interface ChargeRequest {
  readonly dataKey: DataKey;
  readonly amountCents: Cents;
  /**
   * One key per intended charge. Replaying a key returns the first result (success or failure);
   * the same key with another dataKey, amount or reference is an IdempotencyMismatch.
   */
  readonly idempotencyKey: string;
  /** Our own reference (a policy number, a purchase key) so that reconciliation can match charges. */
  readonly reference?: string;
}

export interface Charge {
  readonly chargeRef: ChargeRef;
  readonly idempotencyKey: string;
  readonly dataKey: DataKey;
  readonly amountCents: Cents;
  readonly currency: 'CAD';
  readonly brand: CardBrand;
  readonly last4: string;
  readonly reference: string | null;
  readonly createdAt: Date;
}

/** What happened to a charge attempt, as the provider recorded it. */
export const CHARGE_STATUSES = ['CAPTURED', 'DECLINED', 'INSUFFICIENT_FUNDS', 'CAPTURE_FAILED'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** A charge attempt with what has been given back since (for reconciliation and refunds). */
export interface ChargeRecord extends Charge {
  readonly status: ChargeStatus;
  /** Refunds and the reversal together; never more than amountCents. */
  readonly refundedCents: Cents;
  readonly reversed: boolean;
}

export interface RefundRequest {
  readonly chargeRef: ChargeRef;
  readonly amountCents: Cents;
  /** Same rule as for charges: a replay returns the first refund, another request under it is a mismatch. */
  readonly idempotencyKey: string;
}

/** A REVERSAL voids a whole charge (nothing refunded before); a REFUND gives back part or all of it. */
export type RefundKind = 'REFUND' | 'REVERSAL';

export interface Refund {
  readonly refundRef: RefundRef;
  readonly chargeRef: ChargeRef;
  readonly kind: RefundKind;
  readonly amountCents: Cents;
  readonly idempotencyKey: string;
  readonly createdAt: Date;
}

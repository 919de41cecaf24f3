import type { CardBrand, Cents } from '@tripx/domain';
import type { CardExpiry, ChargeRef, ChargeStatus, DataKey, RefundKind, RefundRef } from './payment.types';

/*
 * Where the built-in sandbox payment provider (adapters-payment) keeps its state: the server keeps it
 * in its database (adapters-sql, so that every instance and a restart see the same tokens and
 * charges), tests keep it in memory. Rows hold no card number and no CVD. The contract tests in
 * ./test-support/sandbox-storage.contract.ts pin it; both implementations run them.
 */

/** What the sandbox does when a token of the card is charged. */
export const SANDBOX_CARD_BEHAVIOURS = ['approve', 'decline', 'insufficientFunds', 'captureFails'] as const;
export type SandboxCardBehaviour = (typeof SANDBOX_CARD_BEHAVIOURS)[number];

/** Table `payment_sandbox_tokens`, primary key data_key. */
export interface SandboxTokenRow {
  readonly dataKey: DataKey;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly cardExpiry: CardExpiry;
  /** Sandbox only: what charging this card does (a real provider knows this from the issuer). */
  readonly behaviour: SandboxCardBehaviour;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Table `payment_sandbox_charges`, primary key charge_ref, UNIQUE idempotency_key. Rows never change. */
export interface SandboxChargeRow {
  readonly chargeRef: ChargeRef;
  readonly idempotencyKey: string;
  /** sha-256 of the request under the key, to tell a replay from a different request. */
  readonly fingerprint: string;
  readonly dataKey: DataKey;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly amountCents: Cents;
  readonly currency: 'CAD';
  readonly reference: string | null;
  readonly status: ChargeStatus;
  readonly createdAt: Date;
}

/**
 * Table `payment_sandbox_refunds`, primary key refund_ref, UNIQUE idempotency_key, index on
 * charge_ref. A reversal is the refund of the whole charge under the key `reversal:<chargeRef>`.
 */
export interface SandboxRefundRow {
  readonly refundRef: RefundRef;
  readonly chargeRef: ChargeRef;
  readonly idempotencyKey: string;
  readonly fingerprint: string;
  readonly kind: RefundKind;
  readonly amountCents: Cents;
  readonly createdAt: Date;
}

/** Either the row went in, or another row already holds its idempotency key (and is returned). */
export type InsertOutcome<R> =
  { readonly inserted: true; readonly row: R } | { readonly inserted: false; readonly existing: R };

export type RefundInsertOutcome =
  | InsertOutcome<SandboxRefundRow>
  /** Nothing was inserted: the charge's refunds would total more than `chargeAmountCents`. */
  | { readonly inserted: false; readonly exceeds: true; readonly refundedCents: Cents };

export interface SandboxStorage {
  insertToken(row: SandboxTokenRow): Promise<void>;
  findToken(dataKey: DataKey): Promise<SandboxTokenRow | undefined>;
  /** Housekeeping: forgets tokens that expired before `before`; returns how many. */
  deleteTokensExpiredBefore(before: Date): Promise<number>;

  /**
   * Inserts the charge unless its idempotency key is taken, in which case the existing row comes
   * back. Atomic across instances (SQL: INSERT … ON CONFLICT (idempotency_key) DO NOTHING, then
   * SELECT the existing row).
   */
  insertCharge(row: SandboxChargeRow): Promise<InsertOutcome<SandboxChargeRow>>;
  findChargeByRef(chargeRef: ChargeRef): Promise<SandboxChargeRow | undefined>;
  findChargeByKey(idempotencyKey: string): Promise<SandboxChargeRow | undefined>;
  /** CAPTURED charges created strictly before `createdBefore` (at or after `createdFrom`), oldest first. */
  listCapturedCharges(createdBefore: Date, createdFrom?: Date): Promise<readonly SandboxChargeRow[]>;

  /**
   * In one step, atomic across instances: if the key is taken, return the existing row; otherwise if
   * the charge's refunds plus this one would exceed `chargeAmountCents`, insert nothing and say so;
   * otherwise insert. (SQL: in one transaction, SELECT the charge row FOR UPDATE, look the key up,
   * SUM the charge's refunds, INSERT.)
   */
  insertRefund(row: SandboxRefundRow, chargeAmountCents: Cents): Promise<RefundInsertOutcome>;
  findRefundByKey(idempotencyKey: string): Promise<SandboxRefundRow | undefined>;
  listRefunds(chargeRef: ChargeRef): Promise<readonly SandboxRefundRow[]>;
}

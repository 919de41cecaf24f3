import type { PurchaseFailure } from '@tripx/application';
import type { Statuses } from './answer-effect';

/**
 * A purchase's failures as POST /api/policies answers them (spec 7.4): 402 for a card the provider
 * refused, 409 for conflicts and replays, 513 for a failed activation (the charges reversed).
 */
export const PURCHASE_STATUSES: Statuses<PurchaseFailure> = {
  IdempotencyKeyRequired: {
    status: 400,
    message: 'Send an Idempotency-Key header (8–100 characters).',
  },
  InvalidPurchase: 400,
  PaidToAgencyNotAllowed: 403,
  CashNotAllowed: 403,
  OrganizationMismatch: 403,
  LicenceRefused: 403,
  RatesUnavailable: 503,
  PriceChanged: 409,
  AlreadyPurchased: 409,
  PurchaseInProgress: 409,
  IdempotencyKeyConflict: { status: 409, message: 'This Idempotency-Key was used for another purchase.' },
  ChargeDeclined: 402,
  ChargeUnavailable: 503,
  ChargeKeyMismatch: 409,
  ActivationFailed: 513,
};

import { Data } from 'effect';
import type { OrganizationMismatch } from '../session/session-organization';

/**
 * This session already bought the same travellers, dates and plans (PRODUCT.md "one purchase per
 * quote"): a purchase is final; the answer names the policies issued.
 */
export class AlreadyPurchased extends Data.TaggedError('AlreadyPurchased')<{
  readonly code: 'alreadyPurchased';
  readonly policyNumbers: readonly string[];
}> {}

/** A purchase refused before anything is written; the HTTP edge chooses its status. */
export type PurchaseRefusal = OrganizationMismatch | AlreadyPurchased;

import type { ApiResult } from '../contracts/service-result';
import type { BookingConfirmation } from '../delivery/read-confirmation/booking-confirmation.contract';
import type { PurchaseRequestBody, PurchaseResponse } from './contracts';

/** The purchase, as an app makes it (adapters-http's client implements it). */
export interface PolicyService {
  /**
   * Buys with our idempotency key: the same key and body answer the first result (a retried request
   * never charges twice); another body needs another key.
   */
  create(body: PurchaseRequestBody, idempotencyKey: string): Promise<ApiResult<PurchaseResponse>>;
  /** The purchase holding this policy, as its confirmation shows it (the session that bought it, or staff in scope). */
  confirmation(policyNumber: string): Promise<ApiResult<BookingConfirmation>>;
}

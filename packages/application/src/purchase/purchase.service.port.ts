import type { ApiResult } from '../contracts/service-result';
import type { PurchaseRequestBody, PurchaseResponse } from './contracts';

/** The purchase, as an app makes it (adapters-http's client implements it). */
export interface PolicyService {
  /**
   * Buys with our idempotency key: the same key and body answer the first result (a retried request
   * never charges twice); another body needs another key.
   */
  create(body: PurchaseRequestBody, idempotencyKey: string): Promise<ApiResult<PurchaseResponse>>;
}

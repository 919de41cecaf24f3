import type { DeliveryRecord, DeliveryUseCases, PurchaseUseCases } from '@tripx/application';
import type { HttpAnswer } from './purchase-answers';

/** A delivery attempt as the deliveries call shows it (spec 7.4), outbox history included. */
export interface DeliveryView {
  readonly at: string;
  readonly channel: string;
  readonly recipient: string;
  readonly language: string;
  readonly status: string;
  readonly document: string;
  readonly attempt?: number;
  readonly errorCode?: string | null;
  readonly error?: string | null;
}

/** An outbox attempt as the deliveries call shows it (its fields whitelisted). */
export const deliveryViewOf = (d: DeliveryRecord): DeliveryView => ({
  at: d.at,
  channel: d.channel,
  recipient: d.recipient,
  language: d.language,
  status: d.status,
  document: d.document,
  attempt: d.attempt,
  errorCode: d.errorCode,
  error: d.error,
});

/**
 * What the HTTP side needs from buying: the purchase and delivery use cases (application/purchase,
 * delivery). The server wires them; without them the purchase routes answer 503.
 */
export interface PurchaseHttpService {
  /** Buying; its answers are kept under the buyer's key as the API gave them (HttpAnswer). */
  readonly purchase: PurchaseUseCases<HttpAnswer>;
  /** Confirmation documents and e-mails. */
  readonly delivery: DeliveryUseCases;
}

import type { WebhookEventType } from '@tripx/domain';
import type { WebhookPayload } from './webhook-event';

/** An organization's endpoint as staff see it (its secret is shown once, when made or rotated). */
export interface WebhookEndpoint {
  readonly id: string;
  readonly organizationCode: string;
  readonly url: string;
  readonly events: readonly WebhookEventType[];
  readonly description: string;
  readonly createdAt: string;
}

export type NewWebhookEndpoint = WebhookEndpoint & { readonly secret: string };

/** PENDING until an attempt is answered 2xx (SENT) or the last allowed attempt fails (FAILED). */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event for one endpoint. Instants are ISO-8601 strings. */
export interface WebhookDelivery {
  readonly id: string;
  readonly eventId: string;
  readonly endpointId: string;
  readonly eventType: WebhookEventType;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: number;
  readonly maxAttempts: number;
  /** When it may be tried next; null once SENT or FAILED. */
  readonly nextAttemptAt: string | null;
  readonly createdAt: string;
}

/** One POST of a delivery, as recorded (never the secret, never the body). */
export interface WebhookAttempt {
  readonly id: string;
  readonly attempt: number;
  readonly at: string;
  /** The endpoint's HTTP status; null when it did not answer. */
  readonly statusCode: number | null;
  readonly durationMs: number;
  readonly error: string | null;
}

export interface WebhookAttemptOutcome extends Omit<WebhookAttempt, 'attempt'> {
  readonly status: 'SENT' | 'FAILED';
  /** After a failure: when to try again, or null to give up (the delivery becomes FAILED). */
  readonly retryAt: string | null;
}

/** A delivery a worker leased, with what it needs to send it. */
export interface DueWebhook {
  readonly delivery: WebhookDelivery;
  readonly url: string;
  readonly secret: string;
  readonly payload: WebhookPayload;
}

export type DeliveryWithAttempts = WebhookDelivery & { readonly history: readonly WebhookAttempt[] };

/**
 * Endpoints, the events outbox and the deliveries. Events are written by the stores of the changes
 * they tell about, in the same transaction; this port fans them out and leases deliveries. A SQL
 * implementation claims with `for update skip locked`, so several instances never hold one row.
 */
export interface WebhookStore {
  createEndpoint(endpoint: NewWebhookEndpoint): Promise<void>;
  /** The organization's endpoints, oldest first (deleted ones left out). */
  endpoints(organizationCode: string): Promise<readonly WebhookEndpoint[]>;
  endpoint(id: string): Promise<WebhookEndpoint | undefined>;
  /** Deletes the endpoint; its deliveries still pending are FAILED. False when there was none. */
  deleteEndpoint(id: string, now: Date): Promise<boolean>;
  rotateSecret(id: string, secret: string): Promise<boolean>;
  /**
   * Up to `limit` events that are released (held by no move) and not yet fanned out become one
   * PENDING delivery per endpoint of their organization subscribed to their type, due at `now`.
   * Returns how many events were fanned out.
   */
  fanOut(now: string, limit: number, maxAttempts: number): Promise<number>;
  /**
   * Leases up to `limit` PENDING deliveries due at `now` whose lease is free or past, oldest
   * first, for `leaseMs`.
   */
  claimDue(now: string, limit: number, leaseMs: number): Promise<readonly DueWebhook[]>;
  /**
   * Appends the attempt and updates the delivery (SENT; PENDING until retryAt; FAILED), releasing
   * the lease — only while it is PENDING ('settled' otherwise: nothing is written).
   */
  recordAttempt(deliveryId: string, outcome: WebhookAttemptOutcome): Promise<'recorded' | 'settled'>;
  /** The endpoint's latest deliveries, newest first, each with its attempts (oldest first). */
  deliveries(endpointId: string, limit: number): Promise<readonly DeliveryWithAttempts[]>;
  delivery(id: string): Promise<WebhookDelivery | undefined>;
  /** The delivery is due again now, with one more attempt allowed; its history stays. */
  resend(deliveryId: string, now: Date): Promise<void>;
}

/**
 * A signed POST (Standard Webhooks), timestamped by the sender's wall clock at the send. Resolves
 * with the status of any answer; rejects when none came.
 */
export interface WebhookSender {
  send(request: {
    readonly url: string;
    readonly secret: string;
    readonly id: string;
    readonly body: string;
    readonly timeoutMs: number;
  }): Promise<{ readonly statusCode: number }>;
}

/** The clock, ids and secrets of the webhook use cases. */
export interface WebhookSupport {
  readonly now: () => Date;
  readonly newId: () => string;
  /** A new signing secret, `whsec_` and base64 of random bytes (Standard Webhooks). */
  readonly newSecret: () => string;
  /** A monotonic reading in milliseconds, for an attempt's duration. */
  readonly elapsedMs: () => number;
}

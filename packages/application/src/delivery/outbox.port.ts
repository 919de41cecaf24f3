import type { CalendarDate, Language } from '@tripx/domain';
import type { DeliveryCode } from './delivery.errors';

/** What a queued message is about; the worker renders it when it sends (off the request path). */
export type OutboxPayload =
  | { readonly kind: 'CONFIRMATION'; readonly policyNumber: string }
  | {
      readonly kind: 'SAVED_QUOTE';
      readonly leadId: string;
      readonly firstName: string | null;
      readonly tripStartDate: CalendarDate | null;
      readonly quoteLink: string;
      /** When the link stops working (ISO instant); a message queued before it was recorded has none. */
      readonly linkExpiresAt?: string;
    };
export type DeliveryDocument = OutboxPayload['kind'];

/** PENDING until an attempt succeeds (SENT) or the last allowed attempt fails (FAILED). */
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const DELIVERY_STATUSES = ['SENT', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A row of the outbox table. Instants are ISO-8601 strings (timestamptz in SQL). */
export interface OutboxMessage {
  readonly id: string;
  readonly payload: OutboxPayload;
  readonly recipient: string;
  readonly language: Language;
  /** The policy the message is about, for the deliveries call; null for a lead. */
  readonly policyNumber: string | null;
  readonly status: OutboxStatus;
  /** Attempts recorded so far. */
  readonly attempts: number;
  readonly maxAttempts: number;
  /** The message may be claimed from this instant on. */
  readonly nextAttemptAt: string;
  /** A worker holds the message until this instant (its lease); null when nobody does. */
  readonly lockedUntil: string | null;
  readonly createdAt: string;
}

/** What enqueue needs; the store sets status PENDING, attempts 0, nextAttemptAt = createdAt, no lease. */
export type NewOutboxMessage = Pick<
  OutboxMessage,
  'id' | 'payload' | 'recipient' | 'language' | 'policyNumber' | 'maxAttempts' | 'createdAt'
>;

/** A row of the delivery history: one per attempt, never updated (spec 7.4 deliveries call). */
export interface DeliveryRecord {
  readonly id: string;
  readonly messageId: string;
  readonly policyNumber: string | null;
  readonly channel: 'EMAIL';
  readonly document: DeliveryDocument;
  readonly recipient: string;
  readonly language: Language;
  /** 1 for the first attempt of a message. */
  readonly attempt: number;
  readonly at: string;
  readonly status: DeliveryStatus;
  readonly errorCode: DeliveryCode | null;
  readonly error: string | null;
}

export interface AttemptOutcome {
  /** Id of the history row to write. */
  readonly id: string;
  readonly at: string;
  readonly status: DeliveryStatus;
  readonly errorCode: DeliveryCode | null;
  readonly error: string | null;
  /** After a failure: when to try again, or null to give up (the message becomes FAILED). */
  readonly retryAt: string | null;
}

/**
 * The transactional outbox. A SQL implementation writes enqueue in the same transaction as the policy,
 * claims with `update … where id in (select … for update skip locked) returning *` so that several
 * server instances never hold one message at once, and writes recordAttempt's history row and message
 * update in one transaction.
 */
export interface Outbox {
  enqueue(message: NewOutboxMessage): Promise<OutboxMessage>;
  /**
   * Leases up to `limit` PENDING messages whose nextAttemptAt ≤ now and whose lease is free or past,
   * oldest nextAttemptAt first, setting lockedUntil = now + leaseMs; returns them as leased.
   */
  claimDue(now: string, limit: number, leaseMs: number): Promise<readonly OutboxMessage[]>;
  /**
   * Appends the history row (attempt = attempts + 1) and updates the message: SENT → SENT; FAILED with
   * retryAt → stays PENDING with nextAttemptAt = retryAt; FAILED without → FAILED; the lease is released.
   * A message that is no longer PENDING is left alone and nothing is written (undefined): a late worker
   * never turns a SENT message back.
   */
  recordAttempt(messageId: string, outcome: AttemptOutcome): Promise<DeliveryRecord | undefined>;
  /** Every attempt for messages about this policy, oldest first. */
  deliveries(policyNumber: string): Promise<readonly DeliveryRecord[]>;
}

import { WEBHOOK_EVENT_TYPES, type Cents, type PolicyStatus, type WebhookEventType } from '@tripx/domain';
import * as t from 'io-ts';
import { literalUnion } from '../contracts/codecs';

export const WebhookEventTypeCodec = literalUnion<WebhookEventType>(WEBHOOK_EVENT_TYPES, 'WebhookEventType');

/**
 * What an event tells about its policy: the policy and its booking, its status and premium after
 * the change, and the money the change moved (cents, CAD): the premium paid for policy.issued,
 * the premium's change for policy.endorsed (negative when it went down), the refund owed for
 * policy.cancelled, the charge for policy.reinstated, the amount given back for payment.refunded.
 */
export const WebhookEventDataCodec = t.type({
  policyNumber: t.string,
  groupNumber: t.string,
  status: t.string,
  premiumCents: t.Int,
  amountCents: t.Int,
  currency: t.literal('CAD'),
});
export type WebhookEventData = t.TypeOf<typeof WebhookEventDataCodec>;

/** The body POSTed to an endpoint (Standard Webhooks: type, timestamp, data; our event id as well). */
export const WebhookPayloadCodec = t.type({
  id: t.string,
  type: WebhookEventTypeCodec,
  timestamp: t.string,
  organizationCode: t.string,
  data: WebhookEventDataCodec,
});
export type WebhookPayload = t.TypeOf<typeof WebhookPayloadCodec>;

/**
 * An event as a change writes it, in the change's own transaction. `heldBy` names the money move
 * the event waits for (a charge that may still be declined, a refund not yet given back): it is
 * sent only once that move is done, and dropped if its action is undone.
 */
export interface NewWebhookEvent {
  /** Stable: sent as `webhook-id` on every attempt of every endpoint. */
  readonly id: string;
  readonly organizationCode: string;
  readonly type: WebhookEventType;
  readonly data: WebhookEventData;
  readonly occurredAt: string;
  readonly heldBy: string | null;
}

export interface EventSupport {
  readonly newId: () => string;
  readonly now: () => Date;
}

export interface PolicyChangeFact {
  readonly policyNumber: string;
  readonly status: PolicyStatus | string;
  readonly premiumCents: Cents;
  readonly amountCents: Cents;
}

/** The events of one change: one per traveller policy it touched, with a fresh id each. */
export const policyEvents = (
  support: EventSupport,
  change: {
    readonly type: WebhookEventType;
    readonly organizationCode: string;
    readonly groupNumber: string;
    readonly heldBy?: string | null;
  },
  facts: readonly PolicyChangeFact[],
): NewWebhookEvent[] => {
  const occurredAt = support.now().toISOString();
  return facts.map((f) => ({
    id: support.newId(),
    organizationCode: change.organizationCode,
    type: change.type,
    occurredAt,
    heldBy: change.heldBy ?? null,
    data: {
      policyNumber: f.policyNumber,
      groupNumber: change.groupNumber,
      status: f.status,
      premiumCents: f.premiumCents as t.Int,
      amountCents: f.amountCents as t.Int,
      currency: 'CAD',
    },
  }));
};

/** The body of an event as its endpoints receive it. */
export const payloadOf = (event: Omit<NewWebhookEvent, 'heldBy'>): WebhookPayload => ({
  id: event.id,
  type: event.type,
  timestamp: event.occurredAt,
  organizationCode: event.organizationCode,
  data: event.data,
});

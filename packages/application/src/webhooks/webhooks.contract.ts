import * as t from 'io-ts';
import { boundedString, literalUnion } from '../contracts/codecs';
import { WEBHOOK_URL_MAX_LENGTH } from '@tripx/domain';
import { WebhookEventTypeCodec } from './webhook-event';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from './webhooks.ports';

/*
 * Codecs of /api/webhook-endpoints: the route decodes the requests with them, the staff app's
 * client decodes the answers, and the OpenAPI document is made from them.
 */

const Id = boundedString(80);

export const CreateWebhookEndpointBody = t.intersection([
  t.type({
    organizationCode: boundedString(40),
    url: boundedString(WEBHOOK_URL_MAX_LENGTH),
    events: t.array(WebhookEventTypeCodec),
  }),
  t.partial({ description: boundedString(200) }),
]);
export type CreateWebhookEndpointBody = t.TypeOf<typeof CreateWebhookEndpointBody>;

export const WebhookOrganizationQuery = t.type({ organizationCode: boundedString(40) });
export const WebhookEndpointParams = t.type({ id: Id });
export const WebhookDeliveryParams = t.type({ id: Id });

export const WebhookEndpointCodec = t.type({
  id: t.string,
  organizationCode: t.string,
  url: t.string,
  events: t.array(WebhookEventTypeCodec),
  description: t.string,
  createdAt: t.string,
});
export type WebhookEndpointView = t.TypeOf<typeof WebhookEndpointCodec>;

export const WebhookEndpointListCodec = t.type({ endpoints: t.array(WebhookEndpointCodec) });

/** The signing secret, in the one answer that shows it (creation, rotation). */
export const WebhookSecretCodec = t.type({ secret: t.string });

export const CreatedWebhookEndpointCodec = t.intersection([WebhookEndpointCodec, WebhookSecretCodec]);

const Nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

export const WebhookAttemptCodec = t.type({
  id: t.string,
  attempt: t.number,
  at: t.string,
  statusCode: Nullable(t.number),
  durationMs: t.number,
  error: Nullable(t.string),
});

export const WebhookDeliveryCodec = t.type({
  id: t.string,
  eventId: t.string,
  endpointId: t.string,
  eventType: WebhookEventTypeCodec,
  status: literalUnion<WebhookDeliveryStatus>(WEBHOOK_DELIVERY_STATUSES, 'WebhookDeliveryStatus'),
  attempts: t.number,
  maxAttempts: t.number,
  nextAttemptAt: Nullable(t.string),
  createdAt: t.string,
});

export const WebhookDeliveryListCodec = t.type({
  deliveries: t.array(
    t.intersection([WebhookDeliveryCodec, t.type({ history: t.array(WebhookAttemptCodec) })]),
  ),
});

/** The answer of a resend: the delivery is due again now. */
export const WebhookResentCodec = t.type({ resent: t.literal(true) });

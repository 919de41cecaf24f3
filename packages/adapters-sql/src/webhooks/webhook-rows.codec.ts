import { WebhookEventDataCodec, WebhookEventTypeCodec } from '@tripx/application';
import * as t from 'io-ts';

/** webhook_endpoints.events: the event types it is subscribed to. */
export const EndpointEventsCodec = t.array(WebhookEventTypeCodec);

/** A delivery row as the store reads it (with its event's type), decoded, never cast. */
export const DeliveryRowCodec = t.type({
  id: t.string,
  event_id: t.string,
  endpoint_id: t.string,
  event_type: WebhookEventTypeCodec,
  status: t.keyof({ PENDING: null, SENT: null, FAILED: null }),
  attempts: t.number,
  max_attempts: t.number,
});

export { WebhookEventDataCodec };

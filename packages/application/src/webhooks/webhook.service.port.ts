import type * as t from 'io-ts';
import type { ApiResult } from '../contracts/service-result';
import type { WebhookDeliveryListCodec, WebhookEndpointListCodec } from './webhooks.contract';

export type WebhookEndpointListView = t.TypeOf<typeof WebhookEndpointListCodec>;
export type WebhookDeliveriesView = t.TypeOf<typeof WebhookDeliveryListCodec>;

/** The staff app's webhook calls (`/api/webhook-endpoints`, `/api/webhook-deliveries`). */
export interface WebhookService {
  endpoints(organizationCode: string): Promise<ApiResult<WebhookEndpointListView>>;
  deliveries(endpointId: string): Promise<ApiResult<WebhookDeliveriesView>>;
  resend(deliveryId: string): Promise<ApiResult<{ readonly resent: true }>>;
}

import type * as t from 'io-ts';
import type { ApiResult } from '../contracts/service-result';
import type {
  CreatedWebhookEndpointCodec,
  CreateWebhookEndpointBody,
  WebhookDeliveryListCodec,
  WebhookEndpointListCodec,
  WebhookSecretCodec,
} from './webhooks.contract';

export type WebhookEndpointListView = t.TypeOf<typeof WebhookEndpointListCodec>;
export type WebhookDeliveriesView = t.TypeOf<typeof WebhookDeliveryListCodec>;
export type CreatedWebhookEndpointView = t.TypeOf<typeof CreatedWebhookEndpointCodec>;
export type WebhookSecretView = t.TypeOf<typeof WebhookSecretCodec>;

/** The staff app's webhook calls (`/api/webhook-endpoints`, `/api/webhook-deliveries`). */
export interface WebhookService {
  endpoints(organizationCode: string): Promise<ApiResult<WebhookEndpointListView>>;
  /** Registers an endpoint; the answer carries its signing secret, this once. */
  create(body: CreateWebhookEndpointBody): Promise<ApiResult<CreatedWebhookEndpointView>>;
  remove(endpointId: string): Promise<ApiResult<{ readonly deleted: true }>>;
  /** A new signing secret, answered this once; the old one stops signing at once. */
  rotateSecret(endpointId: string): Promise<ApiResult<WebhookSecretView>>;
  deliveries(endpointId: string): Promise<ApiResult<WebhookDeliveriesView>>;
  resend(deliveryId: string): Promise<ApiResult<{ readonly resent: true }>>;
}

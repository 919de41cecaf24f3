import {
  CreatedWebhookEndpointCodec,
  DeletedCodec,
  WebhookDeliveryListCodec,
  WebhookEndpointListCodec,
  WebhookResentCodec,
  WebhookSecretCodec,
  type CreateWebhookEndpointBody,
  type WebhookService,
} from '@tripx/application';
import type { HttpClient } from './http-client';

const E = '/api/webhook-endpoints';
const endpoint = (id: string) => `${E}/${encodeURIComponent(id)}`;

/** The staff's webhook calls over the app's HTTP client (CSRF token, decoded answers). */
export class HttpWebhookService implements WebhookService {
  constructor(private readonly http: HttpClient) {}

  endpoints(organizationCode: string) {
    return this.http.get(WebhookEndpointListCodec, E, { params: { organizationCode } });
  }

  create(body: CreateWebhookEndpointBody) {
    return this.http.post(CreatedWebhookEndpointCodec, E, body);
  }

  remove(endpointId: string) {
    return this.http.delete(DeletedCodec, endpoint(endpointId));
  }

  rotateSecret(endpointId: string) {
    return this.http.post(WebhookSecretCodec, `${endpoint(endpointId)}/secret`, {});
  }

  deliveries(endpointId: string) {
    return this.http.get(WebhookDeliveryListCodec, `${endpoint(endpointId)}/deliveries`);
  }

  resend(deliveryId: string) {
    return this.http.post(
      WebhookResentCodec,
      `/api/webhook-deliveries/${encodeURIComponent(deliveryId)}/resend`,
      {},
    );
  }
}

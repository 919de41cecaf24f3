import {
  WebhookDeliveryListCodec,
  WebhookEndpointListCodec,
  WebhookResentCodec,
  type WebhookService,
} from '@tripx/application';
import type { HttpClient } from './http-client';

/** The staff's webhook calls over the app's HTTP client (CSRF token, decoded answers). */
export class HttpWebhookService implements WebhookService {
  constructor(private readonly http: HttpClient) {}

  endpoints(organizationCode: string) {
    return this.http.get(WebhookEndpointListCodec, '/api/webhook-endpoints', {
      params: { organizationCode },
    });
  }

  deliveries(endpointId: string) {
    return this.http.get(
      WebhookDeliveryListCodec,
      `/api/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries`,
    );
  }

  resend(deliveryId: string) {
    return this.http.post(
      WebhookResentCodec,
      `/api/webhook-deliveries/${encodeURIComponent(deliveryId)}/resend`,
      {},
    );
  }
}

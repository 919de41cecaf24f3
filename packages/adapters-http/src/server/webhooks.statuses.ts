import type { WebhookError } from '@tripx/application';
import type { Statuses } from './answer-effect';

/** The webhooks context's failures as /api/webhook-endpoints answers them. */
export const WEBHOOK_STATUSES: Statuses<WebhookError> = {
  WebhookEndpointInvalid: { status: 400, code: 'badRequest' },
  WebhookNotFound: 404,
  WebhookForbidden: 403,
};

/** The changes an organization may subscribe to (issue 21). */
export const WEBHOOK_EVENT_TYPES = [
  'policy.issued',
  'policy.endorsed',
  'policy.cancelled',
  'policy.reinstated',
  'payment.refunded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

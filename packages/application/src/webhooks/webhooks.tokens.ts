/** Inversify tokens of the webhook ports (use cases are bound by their class). */
export const WEBHOOK_TOKENS = {
  Store: Symbol.for('tripx.webhooks.Store'),
  Sender: Symbol.for('tripx.webhooks.Sender'),
  Support: Symbol.for('tripx.webhooks.Support'),
} as const;

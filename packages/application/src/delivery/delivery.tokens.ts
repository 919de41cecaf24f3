/** Inversify tokens of the delivery ports. */
export const DELIVERY_TOKENS = {
  Outbox: Symbol.for('tripx.delivery.Outbox'),
  Mailer: Symbol.for('tripx.delivery.Mailer'),
  MailTemplates: Symbol.for('tripx.delivery.MailTemplates'),
  ConfirmationDocument: Symbol.for('tripx.delivery.ConfirmationDocument'),
  ConfirmationViewSource: Symbol.for('tripx.delivery.ConfirmationViewSource'),
} as const;

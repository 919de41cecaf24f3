/** Inversify tokens of the delivery ports (use cases are bound by their class). */
export const DELIVERY_TOKENS = {
  Outbox: Symbol.for('tripx.delivery.Outbox'),
  Mailer: Symbol.for('tripx.delivery.Mailer'),
  MailTemplates: Symbol.for('tripx.delivery.MailTemplates'),
  ConfirmationDocument: Symbol.for('tripx.delivery.ConfirmationDocument'),
  ConfirmationViewSource: Symbol.for('tripx.delivery.ConfirmationViewSource'),
  /** Which policy of a booking its confirmation is filed under (PolicyGroups). */
  PolicyGroups: Symbol.for('tripx.delivery.PolicyGroups'),
  /** The clock and ids of the delivery use cases (DeliverySupport). */
  Support: Symbol.for('tripx.delivery.Support'),
} as const;

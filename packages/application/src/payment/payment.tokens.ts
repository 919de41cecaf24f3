/** Inversify token of the payment provider port (the server binds the sandbox or a real provider). */
export const PAYMENT_TOKENS = {
  PaymentProvider: Symbol.for('tripx.payment.PaymentProvider'),
} as const;

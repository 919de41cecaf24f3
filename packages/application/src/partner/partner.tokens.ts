/** Inversify tokens of the partner-key ports (use cases are bound by their class). */
export const PARTNER_TOKENS = {
  /** PartnerTransactions: the key store and the transaction boundary. */
  Transactions: Symbol.for('tripx.partner.Transactions'),
  /** PartnerSecrets: new key ids and secrets, and the digest that is stored. */
  Secrets: Symbol.for('tripx.partner.Secrets'),
  /** () => Date. */
  Clock: Symbol.for('tripx.partner.Clock'),
} as const;

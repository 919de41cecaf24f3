/** Inversify tokens of the purchase ports (use cases are bound by their class; the provider by PAYMENT_TOKENS). */
export const PURCHASE_TOKENS = {
  Store: Symbol.for('tripx.purchase.Store'),
  /** How the edge keeps an answer under the buyer's key (PurchaseAnswers). */
  Answers: Symbol.for('tripx.purchase.Answers'),
  RateCatalogue: Symbol.for('tripx.purchase.RateCatalogue'),
  /** The agents' licences (an agent sells only where licensed). */
  Licences: Symbol.for('tripx.purchase.Licences'),
  /** The organizations' referring agents. */
  Referrers: Symbol.for('tripx.purchase.Referrers'),
  QuoteReferences: Symbol.for('tripx.purchase.QuoteReferences'),
  /** The buyer's session's own policies (an anonymous buyer fetches only those). */
  SessionPolicies: Symbol.for('tripx.purchase.SessionPolicies'),
  /** Clock, ids, hash, log and the timing settings (PurchaseSupport). */
  Support: Symbol.for('tripx.purchase.Support'),
} as const;

/** Inversify tokens of the policy administration ports (use cases are bound by their class). */
export const POLICY_TOKENS = {
  /** The write side's store (PolicyMaintenanceStore). */
  Store: Symbol.for('tripx.policy.Store'),
  /** The money outbox: card money an action owes, written with its state and moved after it. */
  MoneyOutbox: Symbol.for('tripx.policy.MoneyOutbox'),
  /** The payment provider (PaymentProviderPort), called under our idempotency keys. */
  Payments: Symbol.for('tripx.policy.Payments'),
  /** Re-rates a changed booking with the rate version it was sold on (PolicyRerater). */
  Rerater: Symbol.for('tripx.policy.Rerater'),
  /** The cancellation terms of a rate version (CancellationRuleSource). */
  CancellationRules: Symbol.for('tripx.policy.CancellationRules'),
  Clock: Symbol.for('tripx.policy.Clock'),
  /** A new unique id (() => string). */
  NewId: Symbol.for('tripx.policy.NewId'),
  /** Timeouts and backoff of the money moves (SettleOptions); DEFAULT_SETTLE_OPTIONS when unbound. */
  SettleOptions: Symbol.for('tripx.policy.SettleOptions'),
  /** (event, data) => void: what the money moves did; silent when unbound. */
  Log: Symbol.for('tripx.policy.Log'),
  /** The read side (PolicyReadRepository): search, a booking, its history, deliveries and notes. */
  PolicyReads: Symbol.for('tripx.policy.PolicyReads'),
} as const;

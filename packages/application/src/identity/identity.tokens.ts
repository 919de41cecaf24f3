/** Inversify tokens of the identity ports (use cases are bound by their class). */
export const IDENTITY_TOKENS = {
  /** SignInStore: accounts, provider records, pending logins and tokens. */
  SignInStore: Symbol.for('tripx.identity.SignInStore'),
  /** HitCounter shared by every instance: failed sign-ins per account and address. */
  HitCounter: Symbol.for('tripx.identity.HitCounter'),
  /** SignInAuditLog of refused and failed sign-ins. */
  SignInAuditLog: Symbol.for('tripx.identity.SignInAuditLog'),
  /** The built-in provider's password of the demo accounts (a string, OIDC_DEMO_PASSWORD). */
  BuiltInPassword: Symbol.for('tripx.identity.BuiltInPassword'),
} as const;

/** Inversify tokens of the staff app's container. */
export const ADMIN_TOKENS = {
  authApi: Symbol.for('tripx.admin.authApi'),
  history: Symbol.for('tripx.admin.history'),
  sessionStore: Symbol.for('tripx.admin.sessionStore'),
  routerStore: Symbol.for('tripx.admin.routerStore'),
  toastStore: Symbol.for('tripx.admin.toastStore'),
} as const;

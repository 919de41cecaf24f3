/** Inversify tokens of the staff app's container (one container per app, ARCHITECTURE). */
export const ADMIN_TOKENS = {
  window: Symbol.for('tripx.admin.window'),
  dataRouter: Symbol.for('tripx.admin.dataRouter'),
  clock: Symbol.for('tripx.admin.clock'),
  http: Symbol.for('tripx.admin.httpClient'),
  authApi: Symbol.for('tripx.admin.authApi'),
  translationService: Symbol.for('tripx.admin.translationService'),
  policyService: Symbol.for('tripx.admin.policyMaintenanceService'),
  distributionService: Symbol.for('tripx.admin.distributionService'),
  partnerKeyService: Symbol.for('tripx.admin.partnerKeyService'),
  webhookService: Symbol.for('tripx.admin.webhookService'),
  bookingServices: Symbol.for('tripx.admin.bookingServices'),
  sessionStore: Symbol.for('tripx.admin.sessionStore'),
  routerStore: Symbol.for('tripx.admin.routerStore'),
  toastStore: Symbol.for('tripx.admin.toastStore'),
  stores: Symbol.for('tripx.admin.stores'),
} as const;

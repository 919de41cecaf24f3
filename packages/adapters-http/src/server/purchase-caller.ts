import type { PurchaseCaller, Session } from '@tripx/application';

/** Who buys, from the session only (never from the body or request headers). */
export const purchaseCallerOf = (session: Session): PurchaseCaller => ({
  // The idempotency scope and the "my policies" key: the session's own key, so that they end with it.
  sessionKey: session.key,
  profileRef: session.user?.profileRef ?? null,
  userType: session.user?.userType ?? null,
  claims: session.user?.claims ?? [],
  organizationCode: session.organizationCode,
  salesChannel: session.user ? 'b2b' : 'b2c',
});

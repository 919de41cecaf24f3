import type { PurchaseCaller, Session } from '@tripx/application';
import { createHash } from 'node:crypto';

/** The idempotency scope and the "my policies" key of a session: a hash, never the token itself. */
export const purchaseSessionKey = (session: Session): string =>
  createHash('sha256').update(`purchase:${session.token}`).digest('hex');

/** Who buys, from the session only (never from the body or request headers). */
export const purchaseCallerOf = (session: Session): PurchaseCaller => ({
  sessionKey: purchaseSessionKey(session),
  profileRef: session.user?.profileRef ?? null,
  userType: session.user?.userType ?? null,
  claims: session.user?.claims ?? [],
  organizationCode: session.organizationCode,
  salesChannel: session.user ? 'b2b' : 'b2c',
});

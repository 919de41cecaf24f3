import type { PurchaseCaller, Session } from '@tripx/application';
import { Effect } from 'effect';
import type { FastifyRequest } from 'fastify';
import type { HttpDeps } from './http-deps';
import { refCodeOf } from './plugins/request-context';

/**
 * The organization a request's quote or purchase is sold by, as the server reads it: a signed-in
 * user's session's, else the partner whose link (the url-ref-code header) brought the consumer when
 * it may take consumer sales, else the session's (`saleOrganization`). Never the body's.
 */
export const saleOrganizationOf = (deps: Pick<HttpDeps, 'content'>, request: FastifyRequest) =>
  Effect.runPromise(
    deps.content.saleOrganization.execute({
      session: request.sessionState?.organizationCode ?? null,
      signedIn: request.sessionState?.user !== undefined,
      refCode: refCodeOf(request),
    }),
  );

/** Who buys, from the session and the organization the server read for it (`saleOrganizationOf`). */
export const purchaseCallerOf = (session: Session, organizationCode: string | null): PurchaseCaller => ({
  // The idempotency scope and the "my policies" key: the session's own key, so that they end with it.
  sessionKey: session.key,
  profileRef: session.user?.profileRef ?? null,
  userType: session.user?.userType ?? null,
  claims: session.user?.claims ?? [],
  organizationCode,
  salesChannel: session.user ? 'b2b' : 'b2c',
});

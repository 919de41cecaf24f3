import { hasAll } from '@tripx/domain';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { HttpDeps } from '../http-deps';
import { sendError } from '../http-errors';
import { cookieName } from './request-context';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sameToken = (given: unknown, expected: string): boolean => {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
};

/**
 * Before any body is read: load the session from its cookie, refuse an unsafe method without the
 * session's CSRF token (403, nothing runs), then apply the route's access rule (401 / 403).
 * Identity headers of spec 7 (user ref, user type, claims, access token, scope) are never read.
 */
export const registerSessionHooks = (app: FastifyInstance, deps: HttpDeps): void => {
  app.decorateRequest('sessionState', undefined);
  app.decorateRequest('sessionExpired', false);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[cookieName(deps.config.production)];
    if (token) {
      request.sessionState = await deps.read.sessions.find(token, deps.now());
      request.sessionExpired = request.sessionState === undefined;
    }
    // Unknown paths fall through to the JSON 404, which changes nothing.
    if (request.routeOptions.url === undefined) return;
    if (UNSAFE.has(request.method) && request.routeOptions.config.csrf !== false) {
      const session = request.sessionState;
      if (!session || !sameToken(request.headers['x-csrf-token'], session.csrfToken))
        return sendError(reply, 403, 'csrfInvalid');
    }
    const access = request.routeOptions.config.access;
    if (!access) return;
    const user = request.sessionState?.user;
    if (access.signedIn && !user)
      return sendError(reply, 401, request.sessionExpired ? 'sessionExpired' : 'unauthorized');
    if (!hasAll(user?.claims ?? [], access.claims)) return sendError(reply, 403, 'forbidden');
  });
};

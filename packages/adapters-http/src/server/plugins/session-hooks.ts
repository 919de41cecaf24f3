import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { HttpDeps } from '../http-deps';
import { sendError } from '../http-errors';
import { accessRefusal, cookieName } from './request-context';

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

  const sessionCookie = cookieName(deps.config.production);
  /** CSRF, then the route's access rule; the reply is sent when refused. */
  const refused = (request: FastifyRequest, reply: FastifyReply): boolean => {
    // Read once: Fastify builds a new routeOptions object on every read.
    const route = request.routeOptions;
    // Unknown paths fall through to the JSON 404, which changes nothing.
    if (route.url === undefined) return false;
    const config = route.config;
    if (UNSAFE.has(request.method) && config.csrf !== false) {
      const session = request.sessionState;
      if (!session || !sameToken(request.headers['x-csrf-token'], session.csrfToken)) {
        sendError(reply, 403, 'csrfInvalid');
        return true;
      }
    }
    const refusal = config.access && accessRefusal(request, config.access);
    if (!refusal) return false;
    sendError(reply, refusal.status, refusal.code);
    return true;
  };

  // A callback hook, not an async one: a request without a session cookie (health checks, static
  // files, a first visit) is decided without a promise, and one with a cookie waits for its session
  // through a single `then`.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[sessionCookie];
    if (!token) {
      if (!refused(request, reply)) done();
      return;
    }
    deps.read.sessions.find(token, deps.now()).then(
      (session) => {
        request.sessionState = session;
        request.sessionExpired = session === undefined;
        if (!refused(request, reply)) done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
};

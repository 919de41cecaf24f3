import { signedInOrganization } from '@tripx/application';
import { Effect } from 'effect';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerEffect } from '../answer-effect';
import type { HttpDeps } from '../http-deps';
import { SESSION_STATUSES } from '../session.statuses';
import { PUBLIC, cookieName, ensureSession, sensitiveLimit } from '../plugins/request-context';

const tags = ['session'];

/** Spec 7 general and 7.1: CSRF token, keep-alive, the signed-in user. */
export const sessionRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  /** Extends the request's session once; `fresh` marks a success answer as not to be cached. */
  const keepAlive = (request: FastifyRequest, reply: FastifyReply, fresh: boolean) =>
    answerEffect(
      reply,
      Effect.map(deps.session.keepAlive.execute(request.sessionState?.token), (expiresAt) => {
        if (fresh) reply.header('cache-control', 'no-store');
        return { err: null, sessionExpiration: expiresAt.toISOString() };
      }),
      SESSION_STATUSES,
    );

  app.get(
    '/csrf',
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'CSRF token bound to the session (starts an anonymous session)' },
    },
    async (request, reply) => {
      const session = await ensureSession(deps, request, reply);
      return reply.header('cache-control', 'no-store').send({ csrfToken: session.csrfToken });
    },
  );

  app.get(
    '/keepalive',
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'Extends the session; reports sessionExpiration' },
    },
    async (request, reply) => keepAlive(request, reply, true),
  );

  const userView = async (request: FastifyRequest) => {
    const s = request.sessionState;
    const u = s?.user;
    return {
      user: u
        ? {
            userRef: u.profileRef,
            name: u.name,
            userType: u.userType,
            organizationCode: s?.organizationCode ?? null,
            organizations: u.organizations.map((o) => ({ organizationCode: o.code, default: o.isDefault })),
            ...(await signedInOrganization(deps.read.organizations, {
              organizationCode: s?.organizationCode ?? null,
              user: u,
            })),
          }
        : null,
      claims: u ? [...u.claims] : [],
      // Tokens never leave the server: the browser holds only the HttpOnly session cookie.
      accessToken: null,
      // Spec 7.1's payment provider profile: none is kept for a user yet (cards are tokenized per purchase).
      monerisProfileId: null,
      sessionExpiration: s ? s.expiresAt.toISOString() : null,
    };
  };

  app.get(
    '/api/auth/user',
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'The signed-in user and claims (null when anonymous)' },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await userView(request)),
  );
  app.get(
    '/api/auth/token',
    { config: { access: PUBLIC }, schema: { tags, summary: 'Session status for the token renewal timer' } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await userView(request)),
  );
  app.post(
    '/api/auth/refreshToken',
    {
      config: { access: PUBLIC, rateLimit: sensitiveLimit(deps) },
      schema: { tags, summary: 'Extends the session like /keepalive' },
    },
    async (request, reply) => keepAlive(request, reply, false),
  );
  app.post(
    '/api/auth/logout',
    {
      config: { access: PUBLIC, rateLimit: sensitiveLimit(deps) },
      schema: { tags, summary: 'Ends the session' },
    },
    async (request, reply) => {
      if (request.sessionState) await deps.read.sessions.end(request.sessionState.token);
      reply.clearCookie(cookieName(deps.config.production), { path: '/' });
      return reply.send({ ok: true });
    },
  );
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpDeps } from '../http-deps';
import { PUBLIC, cookieName, ensureSession, sensitiveLimit, setSessionCookie } from './request-context';

/**
 * The sessions, session cookie and route settings of this server, for routes that another adapter
 * mounts on it (sign-in: the server hands this to adapters-oidc, whose `SignInEdge` it fits).
 */
export const sessionEdge = (deps: HttpDeps) => ({
  publicUrl: deps.config.publicUrl,
  production: deps.config.production,
  sessionTtlSeconds: deps.config.sessionTtlSeconds,
  now: () => deps.now(),
  sessions: deps.read.sessions,
  routes: {
    open: { access: PUBLIC },
    limited: { access: PUBLIC, rateLimit: sensitiveLimit(deps) },
    selfProtected: { access: PUBLIC, csrf: false as const },
  },
  sessionOf: (request: FastifyRequest) => request.sessionState,
  sessionExpired: (request: FastifyRequest) => request.sessionExpired,
  ensureSession: (request: FastifyRequest, reply: FastifyReply) => ensureSession(deps, request, reply),
  setSessionCookie: (reply: FastifyReply, token: string) => setSessionCookie(deps, reply, token),
  clearSessionCookie: (reply: FastifyReply) => {
    reply.clearCookie(cookieName(deps.config.production), { path: '/' });
  },
});

import { actorOf, type Actor, type Session } from '@tripx/application';
import { hasAll, type Claim, type Language } from '@tripx/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpDeps } from '../http-deps';

/** What a route requires of the caller; identity and claims come from the session only. */
export interface RouteAccess {
  /** A signed-in user is needed (401 otherwise). */
  readonly signedIn: boolean;
  /** Every one of these claims is needed (403 otherwise). */
  readonly claims: readonly Claim[];
}

export const PUBLIC: RouteAccess = { signedIn: false, claims: [] };
export const signedInWith = (claims: readonly Claim[]): RouteAccess => ({ signedIn: true, claims });

/** Why a caller does not meet an access rule (401 signed out, 403 a claim missing), or undefined. */
export const accessRefusal = (
  request: FastifyRequest,
  access: RouteAccess,
): { readonly status: 401 | 403; readonly code: string } | undefined => {
  const user = request.sessionState?.user;
  if (access.signedIn && !user)
    return { status: 401, code: request.sessionExpired ? 'sessionExpired' : 'unauthorized' };
  return hasAll(user?.claims ?? [], access.claims) ? undefined : { status: 403, code: 'forbidden' };
};

declare module 'fastify' {
  interface FastifyRequest {
    sessionState: Session | undefined;
    /** A session cookie came with the request but its session is unknown or expired. */
    sessionExpired: boolean;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** false only for routes with their own protection (OIDC provider endpoints, its sign-in form). */
    csrf?: false;
  }
}

export const cookieName = (production: boolean): string => (production ? '__Host-tripx.sid' : 'tripx.sid');

export const actor = (request: FastifyRequest): Actor => actorOf(request.sessionState);

/** `lang` header or query (EN/FR, any case) as spec 7 sends it; English otherwise. */
export const languageOf = (request: FastifyRequest): Language => {
  const query = request.query as Record<string, unknown> | undefined;
  const raw = request.headers['lang'] ?? query?.['lang'] ?? request.sessionState?.language;
  const v = typeof raw === 'string' ? raw.toLowerCase() : '';
  return v === 'fr' ? 'fr' : 'en';
};

/** The url-ref-code header (a white-label referenceId or organization code), bounded. */
export const refCodeOf = (request: FastifyRequest): string | null => {
  const raw = request.headers['url-ref-code'];
  return typeof raw === 'string' && raw.length > 0 && raw.length <= 60 ? raw : null;
};

/** The session of the request, starting an anonymous one (and setting its cookie) when there is none. */
export const ensureSession = async (
  deps: HttpDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session> => {
  if (request.sessionState) return request.sessionState;
  const session = await deps.read.sessions.start({
    now: deps.now(),
    ttlSeconds: deps.config.sessionTtlSeconds,
    organizationCode: null,
    language: languageOf(request),
  });
  request.sessionState = session;
  request.sessionExpired = false;
  setSessionCookie(deps, reply, session.token);
  return session;
};

export const setSessionCookie = (deps: HttpDeps, reply: FastifyReply, token: string): void => {
  reply.setCookie(cookieName(deps.config.production), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.production,
    path: '/',
  });
};

/** Rate limit of open read calls that cost work, GraphQL (per client address). */
export const apiLimit = (deps: HttpDeps) => ({ max: deps.config.apiRateLimitPerMinute, timeWindow: 60_000 });

/** Rate limit of sign-in and purchase calls (per client address, shared by the instances: `sharedCounter`). */
export const sensitiveLimit = (deps: HttpDeps) => ({
  max: deps.config.sensitiveRateLimitPerMinute,
  timeWindow: 60_000,
});

// The OpenAPI fields (tags, summary, hide) of these routes' schemas; the server registers the plugin.
import type {} from '@fastify/swagger';
import type { Session, SessionRepository } from '@tripx/application';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the sign-in routes need from the HTTP server they are mounted on: its sessions, its session
 * cookie and its route settings. The server passes the HTTP adapter's (`sessionEdge` in
 * adapters-http), so that this adapter does not import another one.
 */
export interface SignInEdge {
  readonly publicUrl: string;
  readonly production: boolean;
  readonly sessionTtlSeconds: number;
  now(): Date;
  readonly sessions: Pick<SessionRepository, 'signIn' | 'end'>;
  /** Route settings: open to anyone; open and rate limited like every sensitive call; open and
   * checked by the route itself rather than by the API's CSRF header (the provider's endpoints). */
  readonly routes: {
    readonly open: FastifyContextConfig;
    readonly limited: FastifyContextConfig;
    readonly selfProtected: FastifyContextConfig;
  };
  sessionOf(request: FastifyRequest): Session | undefined;
  /** A session cookie came with the request but its session is unknown or expired. */
  sessionExpired(request: FastifyRequest): boolean;
  /** The request's session, starting an anonymous one (and setting its cookie) when there is none. */
  ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<Session>;
  setSessionCookie(reply: FastifyReply, token: string): void;
  clearSessionCookie(reply: FastifyReply): void;
}

import type { PartnerCaller, PartnerUseCases } from '@tripx/application';
import { partnerKeyAllows, type PartnerScope } from '@tripx/domain';
import { Either } from 'effect';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { runEffect } from '../answer-effect';
import type { HttpDeps } from '../http-deps';
import { writeProblem } from '../partner/problem';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key a `/partner/v1` request authenticated with (set by partnerAuth before any handler). */
    partnerCaller: PartnerCaller;
  }
}

export interface PartnerAuthOptions {
  readonly deps: Pick<HttpDeps, 'now'> & {
    readonly partner: Pick<PartnerUseCases, 'authenticate' | 'recordUse'>;
    readonly config: Pick<HttpDeps['config'], 'partnerRateLimitPerMinute'>;
  };
}

const BEARER = /^Bearer ([^\s]+)$/;

const PROBLEMS = {
  partnerKeyMissing: {
    status: 401,
    title: 'API key required',
    detail: 'Send your key as `Authorization: Bearer <key>`.',
  },
  partnerKeyUnknown: { status: 401, title: 'Unknown API key', detail: 'This key is not valid.' },
  partnerKeyRevoked: {
    status: 401,
    title: 'Revoked API key',
    detail: 'This key was revoked; ask for a new one.',
  },
  partnerScopeMissing: { status: 403, title: 'Scope missing', detail: 'This key may not call this route.' },
  tooManyRequests: { status: 429, title: 'Too many requests', detail: 'This key made too many calls.' },
} as const;

const problem = (reply: FastifyReply, code: keyof typeof PROBLEMS, detail?: string): FastifyReply => {
  const p = PROBLEMS[code];
  if (p.status === 401)
    reply.header(
      'www-authenticate',
      code === 'partnerKeyMissing'
        ? 'Bearer realm="partner"'
        : 'Bearer realm="partner", error="invalid_token"',
    );
  return writeProblem(reply, p.status, {
    type: `/partner/docs#${code}`,
    title: p.title,
    detail: detail ?? p.detail,
    code,
  });
};

/**
 * Authentication of `/partner/v1`, registered by the partner routes in their own scope (it does not
 * encapsulate: its hooks apply to the routes of the scope that registers it). Every request needs
 * `Authorization: Bearer <secret>` (401 problem otherwise); its key becomes `request.partnerCaller`
 * and is rate limited per key (429 problem); each answered call is logged with the key, route and
 * status after the response. A bearer key is no ambient credential, so these routes take no CSRF token.
 */
const partnerAuthPlugin: FastifyPluginAsync<PartnerAuthOptions> = async (scope, { deps }) => {
  if (!scope.hasRequestDecorator('partnerCaller')) scope.decorateRequest('partnerCaller', null as never);
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, csrf: false };
  });
  const limit = scope.createRateLimit({
    max: deps.config.partnerRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `partner-key:${request.partnerCaller.keyId}`,
  });

  scope.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (header === undefined) return problem(reply, 'partnerKeyMissing');
    const secret = BEARER.exec(header)?.[1];
    if (secret === undefined) return problem(reply, 'partnerKeyUnknown');
    const caller = await runEffect(deps.partner.authenticate.execute(secret));
    if (Either.isLeft(caller)) return problem(reply, caller.left.code);
    request.partnerCaller = caller.right;
    const allowance = await limit(request);
    if (!allowance.isAllowed && allowance.isExceeded) {
      reply.header('retry-after', String(allowance.ttlInSeconds));
      return problem(
        reply,
        'tooManyRequests',
        `This key made too many calls; retry in ${allowance.ttlInSeconds} s.`,
      );
    }
    return undefined;
  });

  scope.addHook('onResponse', async (request, reply) => {
    const caller = request.partnerCaller as PartnerCaller | null;
    if (!caller) return;
    const use = {
      keyId: caller.keyId,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      status: reply.statusCode,
      at: deps.now().toISOString(),
    };
    await runEffect(deps.partner.recordUse.execute(use)).catch((error: unknown) =>
      request.log.error({ err: error, keyId: caller.keyId }, 'partner key use not recorded'),
    );
  });
};

/** Registered without encapsulation (Fastify's skip-override, what fastify-plugin sets). */
export const partnerAuth: FastifyPluginAsync<PartnerAuthOptions> = Object.assign(partnerAuthPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'partner-auth',
});

/** A preHandler of a `/partner/v1` route: 403 problem unless the request's key holds `scope`. */
export const requireScope =
  (scope: PartnerScope) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> =>
    partnerKeyAllows(request.partnerCaller.scopes, scope) ? undefined : problem(reply, 'partnerScopeMissing');

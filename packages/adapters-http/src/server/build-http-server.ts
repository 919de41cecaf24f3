import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { HttpDeps } from './http-deps';
import { clientErrorOf, sendError } from './http-errors';
import type { RouteAccess } from './plugins/request-context';
import { jsonSchemaConverter } from './plugins/io-ts-json-schema';
import { completeDocument } from './plugins/openapi-document';
import { cookieName } from './plugins/request-context';
import { requestContracts } from './plugins/route-contracts';
import { clientTimeoutOptions } from './plugins/client-timeouts';
import { registerSafeInput } from './plugins/safe-input';
import { registerSessionHooks } from './plugins/session-hooks';
import { sharedRateLimitStore } from './plugins/shared-rate-limit-store';
import { logAnsweredRequests } from './request-log';
import { contentRoutes } from './routes/content.routes';
import { distributionRoutes } from './routes/distribution.routes';
import { distributionAdminRoutes } from './routes/distribution-admin.routes';
import { distributionAgencyRoutes } from './routes/distribution-agency.routes';
import { distributionSelfRoutes } from './routes/distribution-self.routes';
import { graphqlRoutes } from './routes/graphql.routes';
import { partnerRoutes } from './partner/partner.routes';
import { healthRoutes } from './routes/health.routes';
import { partnerKeyRoutes } from './routes/partner-keys.routes';
import { policyRoutes } from './routes/policies.routes';
import { policyMaintenanceRoutes } from './routes/policy-maintenance.routes';
import { purchaseRoutes } from './routes/purchase.routes';
import { quoteFormRoutes } from './routes/quote-form.routes';
import { ratingRoutes } from './routes/rating.routes';
import { sessionRoutes } from './routes/session.routes';
import { translationRoutes } from './routes/translations.routes';
import { webhookRoutes } from './routes/webhooks.routes';

export interface HttpServerOptions {
  /** Extra routes of the composition root (apps, static files). */
  readonly extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  readonly logger?: boolean;
}

/** A route as registered, with its access rule (the claims matrix and the fuzzer read this list). */
export interface RouteInfo {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess | undefined;
  /** false for the routes with their own protection (no CSRF header). */
  readonly csrf: boolean;
  readonly rateLimited: boolean;
}

export interface HttpServer {
  readonly app: FastifyInstance;
  readonly routes: readonly RouteInfo[];
  /** Marks the server as shutting down: /readyz answers 503 so a balancer stops sending traffic. */
  beginShutdown(): void;
}

type SecurityHeader = readonly [string, number | string | readonly string[]];

/**
 * The headers a helmet middleware sets, read once from a response of a socket that never connects
 * (helmet's headers depend on its options only, never on the request).
 */
const securityHeadersOf = (
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): readonly SecurityHeader[] => {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  middleware(request, response, () => undefined);
  const headers: SecurityHeader[] = [];
  for (const [name, value] of Object.entries(response.getHeaders()))
    if (value !== undefined) headers.push([name, value]);
  return Object.freeze(headers);
};

/** A hop count trusts the nearest `n` proxies (Fastify's own rule for a number, which its types omit). */
const trustProxyOption = (trust: HttpDeps['config']['trustProxy']): FastifyServerOptions['trustProxy'] =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust && [...trust];

export const buildHttpServer = async (
  deps: HttpDeps,
  options: HttpServerOptions = {},
): Promise<HttpServer> => {
  let closing = false;
  const app = Fastify({
    logger: options.logger === false ? false : { level: deps.config.logLevel },
    bodyLimit: deps.config.bodyLimitBytes,
    ...clientTimeoutOptions(deps.config.timeouts),
    // Off unless TRUST_PROXY names the proxies: otherwise any X-Forwarded-For would pick the
    // client address that rate limits and sign-in throttling count by.
    trustProxy: trustProxyOption(deps.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // `__proto__` and `constructor.prototype` keys are refused by the safe-input walk every body
    // already goes through (registerSafeInput): JSON.parse alone here, without secure-json-parse's
    // two regex scans of the text for the same guarantee.
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
    return503OnClosing: true,
    // A malformed URL (400) or an over-long path parameter (414) in the API's error shape too.
    frameworkErrors: (error, _request, reply) => sendError(reply, error.statusCode ?? 400, 'badRequest'),
    // One line per request, once answered, instead of Fastify's two (received, then completed).
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (options.logger !== false) logAnsweredRequests(app, deps.config.slowRequestMs ?? 1000);

  await app.register(cookie);
  // Security headers: helmet's choice written once, here, into a list (the Fastify plugin rebuilt
  // its middleware, CSP string included, on every request; the middleware itself walks a chain of
  // closures per request), then set on every response before any other hook runs. Set on the raw
  // response, so that routes that hijack the reply (the OIDC provider) carry them too.
  const securityHeaders = securityHeadersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The card frame's configured origin alone (no host-wide wildcard, no localhost in production).
          frameSrc: ["'self'", ...(deps.config.paymentFrameOrigin ? [deps.config.paymentFrameOrigin] : [])],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      hsts: deps.config.production,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of securityHeaders) raw.setHeader(name, value);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    ...(deps.sharedCounter ? { store: sharedRateLimitStore(deps.sharedCounter, deps.now) } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: {
        code: 'tooManyRequests',
        message: `Too many requests; retry in ${Math.ceil(ctx.ttl / 1000)} s.`,
        fields: [],
      },
    }),
  });
  const routes: RouteInfo[] = [];
  const converter = jsonSchemaConverter();
  await app.register(swagger, {
    // Requests and answers documented from the io-ts contracts of route-contracts.ts.
    transform: ({ schema, url, route }) => {
      const contracts = requestContracts([route.method].flat()[0] ?? '', url);
      const documented = Object.fromEntries(
        Object.entries(contracts).map(([part, codec]) => [part, converter.schemaOf(codec)]),
      );
      return { schema: { ...schema, ...documented }, url };
    },
    transformObject: (document) =>
      'openapiObject' in document
        ? completeDocument(document.openapiObject, routes, {
            publicUrl: deps.config.publicUrl,
            sessionCookie: cookieName(deps.config.production),
            converter,
          })
        : document.swaggerObject,
    openapi: {
      info: {
        title: 'tripx API',
        version: '0.1.0',
        description:
          'Every call of spec 7. Bodies and queries are decoded with the io-ts contracts of @tripx/application; errors are `{ error: { code, message, fields: [{ path, code }] } }`. Unsafe methods need the `x-csrf-token` header from GET /csrf.',
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      if (method !== 'HEAD')
        routes.push({
          method,
          url: r.url,
          access: r.config?.access,
          csrf: r.config?.csrf !== false,
          rateLimited: r.config?.rateLimit !== undefined,
        });
  });
  registerSessionHooks(app, deps);
  registerSafeInput(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode === 429) return reply.code(429).send(error);
    const known = clientErrorOf(error);
    if (known) return sendError(reply, known.status, known.code);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'internalError');
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'notFound'));

  healthRoutes(app, deps, () => closing);
  sessionRoutes(app, deps);
  contentRoutes(app, deps);
  translationRoutes(app, deps);
  graphqlRoutes(app, deps);
  ratingRoutes(app, deps);
  quoteFormRoutes(app, deps);
  policyRoutes(app, deps);
  policyMaintenanceRoutes(app, deps);
  purchaseRoutes(app, deps);
  distributionRoutes(app, deps);
  distributionAdminRoutes(app, deps);
  distributionAgencyRoutes(app, deps);
  distributionSelfRoutes(app, deps);
  partnerKeyRoutes(app, deps);
  webhookRoutes(app, deps);
  partnerRoutes(app, deps);
  if (options.extraRoutes) await options.extraRoutes(app);

  return { app, routes, beginShutdown: () => void (closing = true) };
};

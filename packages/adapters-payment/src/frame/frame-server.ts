import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { buildFrameBundle } from './frame-bundle';
import { COMMON_HEADERS, framePageCsp } from './frame-headers';
import { frameLanguage } from './frame-labels';
import { FRAME_CSS, renderFramePage } from './frame-page';
import { frameLoggerOptions, type FrameLogOptions } from './frame-logger';
import { registerTokenizeRoute, sendFrameError, type Tokenizer } from './tokenize-route';

export interface PaymentFrameServerOptions {
  /** The frame's own origin as browsers reach it; by default the parent's host on the frame's port. */
  readonly frameOrigin?: string;
  /** The only origin that may embed the frame (the main app's PUBLIC_URL origin). */
  readonly parentOrigin: string;
  readonly provider: Tokenizer;
  readonly log?: FrameLogOptions | false;
  readonly trustProxy?: boolean;
  /** Time a client has to send its headers and its whole request (then 408 and disconnected). */
  readonly timeouts?: { readonly headersMs: number; readonly requestMs: number };
  /** Card numbers one client address may submit per minute (card testing goes through /tokenize). */
  readonly tokenizePerMinute?: number;
}

const CLIENT_ERRORS: Readonly<Record<string, [number, string]>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalidPaymentRequest'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalidPaymentRequest'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalidPaymentRequest'],
};

/** The card frame's HTTP app (not listening): the page, its script and stylesheet, and POST /tokenize. */
export const buildPaymentFrameApp = async (
  options: Omit<PaymentFrameServerOptions, 'frameOrigin'> & { readonly frameOrigin: string | (() => string) },
): Promise<FastifyInstance> => {
  const { frameOrigin } = options;
  const bundle = await buildFrameBundle();
  const logger: FastifyServerOptions['logger'] =
    options.log === false ? false : frameLoggerOptions(options.log ?? {});
  const { timeouts } = options;
  const app = Fastify({
    logger,
    bodyLimit: 1024,
    trustProxy: options.trustProxy ?? false,
    // Node checks its timeouts every connectionsCheckingInterval (30 s unless told).
    ...(timeouts && {
      requestTimeout: timeouts.requestMs,
      http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: 1000 },
    }),
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(COMMON_HEADERS);
  });
  // Error messages can quote the request body (a JSON syntax error does): only codes go out or to the log.
  app.setErrorHandler((error: { code?: string; statusCode?: number }, request, reply) => {
    const [status, code] =
      CLIENT_ERRORS[error.code ?? ''] ??
      (error.statusCode === 429 ? [429, 'tooManyRequests'] : [500, 'tokenizeFailed']);
    if (status === 500) request.log.error({ err: error }, 'card frame request failed');
    return sendFrameError(reply, status, code);
  });
  app.setNotFoundHandler((_request, reply) => sendFrameError(reply, 404, 'notFound'));

  const scriptPath = `/card-frame.js?v=${bundle.version}`;
  const stylePath = `/card-frame.css?v=${bundle.version}`;
  app.get('/', async (request, reply) => {
    const lang = frameLanguage((request.query as Record<string, unknown>)['lang']);
    return reply
      .header('content-security-policy', framePageCsp(options.parentOrigin))
      .type('text/html; charset=utf-8')
      .send(renderFramePage({ lang, parentOrigin: options.parentOrigin, scriptPath, stylePath }));
  });
  app.get('/card-frame.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(bundle.js),
  );
  app.get('/card-frame.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(FRAME_CSS),
  );
  await app.register(rateLimit, { global: false });
  registerTokenizeRoute(
    app,
    typeof frameOrigin === 'string' ? () => frameOrigin : frameOrigin,
    options.provider,
    { max: options.tokenizePerMinute ?? 30, timeWindow: 60_000 },
  );
  return app;
};

export interface PaymentFrameServer {
  readonly app: FastifyInstance;
  /** Where the server listens (may differ from frameOrigin behind a proxy). */
  readonly url: string;
  readonly frameOrigin: string;
  close(): Promise<void>;
}

/** Builds and starts the frame server on its own port: the second origin of the card frame. */
export const startPaymentFrameServer = async (
  options: PaymentFrameServerOptions & { readonly port: number; readonly host?: string },
): Promise<PaymentFrameServer> => {
  const host = options.host ?? '0.0.0.0';
  // Beside the page that embeds it, as a browser that reached the page reaches the frame.
  const parent = new URL(options.parentOrigin);
  const beside = (port: number) => `${parent.protocol}//${parent.hostname}:${port}`;
  // With port 0 the origin is only known once listening; the tokenize check reads it then.
  let frameOrigin = options.frameOrigin ?? beside(options.port);
  const app = await buildPaymentFrameApp({ ...options, frameOrigin: () => frameOrigin });
  await app.listen({ port: options.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  frameOrigin = options.frameOrigin ?? beside(port);
  return {
    app,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    frameOrigin,
    close: () => app.close(),
  };
};

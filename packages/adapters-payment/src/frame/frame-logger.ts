import type { FastifyError, FastifyServerOptions } from 'fastify';

const OMITTED = '[omitted]';

export interface FrameLogOptions {
  readonly level?: string;
  /** Where log lines go (a test captures them); stdout by default. */
  readonly stream?: { write(line: string): void };
}

/** Fields that could hold card data, wherever a future log call might put a body. */
const REDACTED = [
  'req.body',
  'body',
  'request.body',
  '*.number',
  '*.cvd',
  '*.expiry',
  'number',
  'cvd',
  'req.headers.cookie',
  'req.headers.authorization',
];

type FastifyLoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Type and code only: an error's message and stack can quote what the request sent. */
const errorWithoutMessage = (err: FastifyError) => ({
  type: err.name,
  code: err.code,
  statusCode: err.statusCode,
  message: OMITTED,
  stack: OMITTED,
});

const pathOnly = (url: unknown): string => (typeof url === 'string' ? (url.split('?')[0] ?? '') : '');

/**
 * The frame's logger never sees a card number: requests are logged as method and path (no query,
 * no body), errors as type and code (their message and stack can quote the body), and the body
 * fields are redacted should anything log them anyway.
 */
export const frameLoggerOptions = (options: FrameLogOptions): FastifyLoggerOptions => ({
  level: options.level ?? 'info',
  ...(options.stream ? { stream: options.stream } : {}),
  redact: { paths: REDACTED, censor: '[redacted]' },
  serializers: {
    req: (req: { method?: string; url?: string }) => ({ method: req.method, path: pathOnly(req.url) }),
    err: errorWithoutMessage,
  },
});

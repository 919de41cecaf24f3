import { ApiError } from '@tripx/application';
import type * as t from 'io-ts';
import { exampleOf } from './json-schema-example';
import type { JsonSchema, jsonSchemaConverter } from './io-ts-json-schema';
import type { RouteAccess } from './request-context';
import { CONTRACTS, type Failures, type RouteContracts } from './route-contracts';

/** A route as registered, with what its config says of the caller (the session hooks read the same). */
export interface DocumentedRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess | undefined;
  /** false for the routes with their own protection (no CSRF header). */
  readonly csrf: boolean;
  readonly rateLimited: boolean;
}

export interface DocumentOptions {
  readonly publicUrl: string;
  readonly sessionCookie: string;
  /** The converter that gave the request schemas (their recursive definitions are listed once). */
  readonly converter: ReturnType<typeof jsonSchemaConverter>;
}

type Operation = Record<string, unknown>;
/** The document @fastify/swagger built: read through `entries`, its shape not assumed. */
type Built = object & { readonly paths?: unknown; readonly components?: unknown };

const isMedia = (u: unknown): u is { schema?: JsonSchema } => typeof u === 'object' && u !== null;

const entries = (u: unknown): [string, unknown][] =>
  typeof u === 'object' && u !== null ? Object.entries(u) : [];

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `postPoliciesByPolicyNumberHistory`: the method, then the path in words, parameters as `ByName`. */
export const operationIdOf = (method: string, url: string): string =>
  method.toLowerCase() +
  url
    .split('/')
    .filter((s) => s !== '' && s !== 'api')
    .map((s) => (s.startsWith(':') ? `By-${s.slice(1)}` : s))
    .flatMap((s) => s.split(/[-_.]/))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

const STATUS_WORDS: Readonly<Record<number, string>> = {
  400: 'The request is malformed or refused by a rule (`fields` say where)',
  401: 'Sign in first (`unauthorized`), or the session has expired (`sessionExpired`)',
  402: 'The payment was refused',
  403: 'Not allowed: a claim, the CSRF token (`csrfInvalid`), the licence or the organization',
  404: 'Not found (or outside the caller’s data scope)',
  408: 'The request took too long to arrive',
  409: 'Conflicts with the current state',
  414: 'A path parameter is too long',
  413: 'The body is too large',
  415: 'The body is not JSON',
  429: 'Too many requests: retry later',
  500: 'Something went wrong on our side',
  503: 'A service this call needs is not available right now',
  513: 'The policy could not be activated: every charge was reversed',
};

/** The statuses of a status table, or the one status, with the tags that answer each. */
const failureStatuses = (failures: readonly Failures[]): Map<number, string[]> => {
  const by = new Map<number, string[]>();
  for (const f of failures) {
    if (typeof f === 'number') by.set(f, by.get(f) ?? []);
    else
      for (const [tag, answer] of Object.entries(f)) {
        const status = typeof answer === 'number' ? answer : answer.status;
        by.set(status, [...new Set([...(by.get(status) ?? []), tag])]);
      }
  }
  return by;
};

/** What every route may answer, from its config: the session hooks, safe input, body parsing, limits. */
const edgeStatuses = (route: DocumentedRoute): number[] => [
  400,
  ...(UNSAFE.has(route.method) ? [408, 413, 415] : []),
  ...(route.url.includes(':') ? [414] : []),
  ...(route.access?.signedIn ? [401] : []),
  ...((route.access?.claims.length ?? 0) > 0 || (UNSAFE.has(route.method) && route.csrf) ? [403] : []),
  ...(route.rateLimited ? [429] : []),
  500,
];

/** Who may call: the session cookie (optional on public routes), and the CSRF header on unsafe calls. */
const securityOf = (route: DocumentedRoute): readonly Record<string, string[]>[] => {
  if (UNSAFE.has(route.method) && route.csrf) return [{ sessionCookie: [], csrfToken: [] }];
  if (route.access?.signedIn) return [{ sessionCookie: [] }];
  return [{}, { sessionCookie: [] }];
};

/**
 * The API document completed from the io-ts contracts of `CONTRACTS` (route-contracts.ts): every
 * status each route answers with its body (the error body included), operationIds, the session
 * cookie and CSRF security schemes, servers, and an example per request and answer, generated from
 * the schemas. @fastify/swagger gives the paths and request schemas; this fills in the rest.
 */
export const completeDocument = (
  document: Built,
  routes: readonly DocumentedRoute[],
  options: DocumentOptions,
) => {
  const converter = options.converter;
  const error = converter.schemaOf(ApiError);
  const byKey = new Map(routes.map((r) => [`${r.method} ${r.url}`, r]));
  const definitions = () => ({ ...converter.definitions(), ApiError: error });
  const paths: Record<string, Record<string, Operation>> = {};
  const pending: { op: Operation; contracts: RouteContracts; route: DocumentedRoute }[] = [];

  for (const [path, operations] of entries(document.paths)) {
    const documented: Record<string, Operation> = (paths[path] = {});
    for (const [method, operation] of entries(operations)) {
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      const key = `${method.toUpperCase()} ${url}`;
      const contracts = CONTRACTS[key];
      const route = byKey.get(key);
      if (!contracts || !route) throw new Error(`No contract for ${key}: add it to route-contracts.ts`);
      const op: Operation = {
        ...Object.fromEntries(entries(operation)),
        operationId: operationIdOf(route.method, url),
        security: securityOf(route),
      };
      documented[method] = op;
      pending.push({ op, contracts, route });
    }
  }
  for (const { op, contracts, route } of pending)
    op['responses'] = responsesOf(contracts, edgeStatuses(route), converter.schemaOf);
  // Examples once every schema is known (recursive ones included).
  const all = definitions();
  for (const { op } of pending) {
    const contents = [op['requestBody'], ...entries(op['responses']).map(([, r]) => r)].flatMap((part) =>
      entries(entries(part).find(([k]) => k === 'content')?.[1]).map(([, m]) => m),
    );
    for (const m of contents)
      if (isMedia(m) && m.schema && !('example' in m))
        Object.assign(m, { example: exampleOf(m.schema, all) });
  }

  return {
    ...document,
    servers: [{ url: options.publicUrl, description: 'This server (PUBLIC_URL)' }],
    paths,
    components: {
      ...Object.fromEntries(entries(document.components)),
      schemas: definitions(),
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: 'The HttpOnly session cookie, set by GET /csrf (an anonymous session) or by sign-in.',
        },
        csrfToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-csrf-token',
          description: 'The token GET /csrf answers for the session; every POST, PUT and DELETE sends it.',
        },
      },
    },
  };
};

/** How a document writes a refusal: its media type, its schema, and an example when not generated. */
export interface ErrorMedia {
  readonly media: string;
  readonly ref: string;
  readonly example?: (status: number) => unknown;
}

const API_ERROR: ErrorMedia = { media: 'application/json', ref: '#/components/schemas/ApiError' };

/** A route's answers: its success, then every status of its tables and of its edge, with their error body. */
export const responsesOf = (
  contracts: RouteContracts,
  edge: readonly number[],
  schemaOf: (codec: t.Mixed) => JsonSchema,
  error: ErrorMedia = API_ERROR,
): Record<string, unknown> => {
  const ok = contracts.ok;
  const success: Record<string, unknown> =
    'json' in ok
      ? { description: 'Success', content: { 'application/json': { schema: schemaOf(ok.json) } } }
      : 'file' in ok
        ? {
            description: 'The file',
            content: Object.fromEntries(
              ok.file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
          }
        : {
            description: 'Redirects (Location header)',
            headers: { Location: { schema: { type: 'string' }, description: 'Where to go next' } },
          };
  const failures = failureStatuses(contracts.failures ?? []);
  for (const status of edge) failures.set(status, failures.get(status) ?? []);
  const answers: Record<string, unknown> = { [String(ok.status ?? 200)]: success };
  for (const [status, tags] of [...failures].sort(([a], [b]) => a - b)) {
    const own = contracts.errorBodies?.[status];
    answers[String(status)] = {
      description: `${STATUS_WORDS[status] ?? 'Refused'}${tags.length > 0 ? ` (${tags.join(', ')})` : ''}`,
      content: {
        [error.media]: {
          schema: own ? schemaOf(own) : { $ref: error.ref },
          ...(error.example ? { example: error.example(status) } : {}),
        },
      },
    };
  }
  return answers;
};

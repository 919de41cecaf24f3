import { get } from 'node:http';
import { DEMO_PARTNER_KEY } from '@tripx/adapters-sql';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ApiClient } from './support/api-client';
import { aQuoteBody } from './support/quote-body';
import { apiRoutes, concretePath } from './support/routes';
import { signInAs, type InProcessServer } from './support/servers';
import { tableCounts } from './support/table-counts';

/** Routes whose success writes rows (a 2xx there may change counts; a refusal may not). */
const WRITES = new Set(['POST /sync-quote', 'POST /api/policies/lead', 'GET /csrf', 'POST /api/auth/logout']);

/** The status of a GET on a connection of its own (no socket of the pool reused). */
const statusOnNewConnection = (baseUrl: string, path: string): Promise<number | undefined> =>
  new Promise((resolve, reject) =>
    get(`${baseUrl}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject),
  );

/** JSON, or an RFC 9457 problem (the partner API's refusals). */
const JSON_ANSWER = /^application\/(problem\+)?json/;

/**
 * Routes answering a file on success (XLSX, CSV; the PDF of a policy that a fuzzed path value happens
 * to name); their refusals are JSON like every other.
 */
const FILES = new Set([
  'POST /api/distribution/licenses/export',
  'POST /api/distribution/reports/export',
  'GET /api/policies/:policyNumber/confirmation/pdf',
  'GET /partner/v1/policies/:policyNumber/documents/confirmation.pdf',
]);

const RATING = new Set(['/api/quote', '/api/recommendation', '/api/product/medicalQuestionaire']);

const arbQuery = fc
  .dictionary(
    fc.constantFrom(
      'lang',
      'language',
      'offset',
      'limit',
      'organizationCode',
      'profileRef',
      'code',
      'status',
      'firstName',
      'sortField',
      'sortOrder',
      'effectiveDate',
      'planClass',
      fc.string({ maxLength: 8 }) as unknown as string,
    ),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
      fc.constantFrom('en', 'fr', 'FR', '-1', '1e9', '%', "'; drop table users; --"),
    ),
    { maxKeys: 4 },
  )
  .map((q) => new URLSearchParams(q).toString());

/** Text no use case can store: a NUL, or half of a surrogate pair (JSON.stringify escapes it). */
const arbBadText = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d'))
  .map(([s, bad]) => s + bad);

const QUOTE = aQuoteBody();

/** Puts `value` in place of one leaf of `base` (a valid body), so the rest of it gets past decoding. */
const planted = (base: unknown, value: unknown, pick: number): unknown => {
  const leaves: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (typeof v !== 'object' || v === null) return void leaves.push(path);
    for (const [k, x] of Object.entries(v)) walk(x, [...path, Array.isArray(v) ? Number(k) : k]);
  };
  walk(base, []);
  const path = leaves[pick % leaves.length] ?? [];
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last === undefined) return value;
  at[last] = value;
  return copy;
};

/** The classes that answered 5xx (issue 15), as values planted in a valid body. */
const arbBadValue = fc.oneof(
  arbBadText,
  fc.constantFrom(1.5, -0.5, 2 ** 53, 1e300, 'x'.repeat(5_000)),
  fc.integer({ min: 33, max: 200 }).map((n) => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`) as unknown),
);

/** Raw bodies JSON.stringify cannot write: 1e309, nesting far past the decoder's limit, a huge string. */
const arbRawBody = fc.oneof(
  fc.constantFrom('1e309', '-1e309', '{"sortOrder":1e309}', '{"sortOrder":1.5}', '{"limit":1e400}'),
  fc.integer({ min: 33, max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.integer({ min: 33, max: 5_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.constantFrom(200_000, 300_000).map((n) => JSON.stringify({ query: 'x'.repeat(n) })),
);

const arbBody = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.tuple(arbBadValue, fc.nat()).map(([bad, pick]) => planted(QUOTE, bad, pick)),
  },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('email', 'firstName', 'form', 'query', 'lang'), arbBadText),
  },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        lang: fc.constantFrom('en', 'fr', 'xx', 1),
        query: fc.string({ maxLength: 80 }),
        email: fc.string({ maxLength: 120 }),
        language: fc.constantFrom('en', 'fr', null),
        form: fc.jsonValue({ maxDepth: 2 }),
        payload: fc.jsonValue({ maxDepth: 2 }),
        organizationCode: fc.string({ maxLength: 50 }),
      },
      { requiredKeys: [] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        query: fc.constantFrom(
          '{ distinctTravelLocations(where: { search: "%_\\\\" }) { iata } }',
          '{ travelLocations(limit: -5) { iata } }',
          '{ __schema { types { name } } }',
          'query Q($l: Int) { travelLocations(limit: $l) { iata } }',
          '{ plans(lang: de) }',
          `{ ${Array.from({ length: 180 }, (_, i) => `a${i}: travelLocations { iata }`).join(' ')} }`,
        ),
        variables: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: ['query'] },
    ),
  },
);

// A URL cannot carry a lone surrogate (its UTF-8 does not exist); a NUL it can, as %00.
const arbPathValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ maxLength: 10 }).map((v) => `${v}\u0000`),
  fc.constantFrom('TX10000011', '..', '%2e%2e', 'a'.repeat(300), '1e309', '1.5'),
);

/** A request as a signed-in browser or an anonymous one sends it, answered in-process (inject). */
const send = (
  api: InProcessServer,
  client: ApiClient,
  method: string,
  url: string,
  payload?: string,
  headers: Readonly<Record<string, string>> = {},
) =>
  api.server.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...headers,
      ...(client.cookie ? { cookie: `${client.cookieName}=${client.cookie}` } : {}),
      ...(client.csrfToken && method !== 'GET' ? { 'x-csrf-token': client.csrfToken } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });

export interface FuzzOptions {
  /** Bodies per route (each with a query and path values of its own). */
  readonly runs: number;
  readonly seed: number;
  /** Of those, how many also check that a refused call wrote nothing (a count of every table: slow). */
  readonly writeChecks?: number;
}

/**
 * Arbitrary and malformed bodies, queries and path values against every JSON route, as an anonymous
 * consumer and as the all-claims administrator (so that decoding, not the guard, is what gets
 * exercised). Seeded: a failure names its seed and path, and the same run replays it. Prints one
 * line, bodies sent and 5xx answers, and fails on any 5xx.
 */
export const fuzzEveryJsonEndpoint = async (
  api: InProcessServer,
  { runs, seed, writeChecks = 12 }: FuzzOptions = { runs: 12, seed: 15 },
): Promise<{ sent: number; serverErrors: number }> => {
  // Rating routes answer 503 until application/rating is wired; they are fuzzed once it is.
  const ratingWired = api.server.deps.rating !== undefined;
  const routes = apiRoutes(api.server.routes).filter(
    (r) => !r.url.startsWith('/static/') && (ratingWired || !RATING.has(r.url)),
  );
  const anonymous = api.client();
  await anonymous.startSession();
  const admin = api.client();
  await signInAs(api.server, admin, 'admin');
  const clients: readonly ApiClient[] = [anonymous, admin];
  let sent = 0;
  const serverErrors: string[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...clients),
        arbQuery,
        fc.oneof(
          arbBody.map((b) => JSON.stringify(b)),
          arbRawBody,
          arbBody.map((b) => JSON.stringify(b).slice(0, -1)),
        ),
        arbPathValue,
        async (client, query, payload, pathValue) => {
          const checkWrites = run++ < writeChecks;
          const before = checkWrites ? await tableCounts(api.server.database, ['sessions']) : undefined;
          const path = concretePath(route.url, {
            policyNumber: pathValue,
            ownerCode: pathValue,
            space: pathValue,
            name: pathValue,
          });
          const url = `${path}${query ? `?${query}` : ''}`;
          // The partner API: the administrator's calls carry the demo key, so that decoding is reached.
          const partnerKey: Record<string, string> =
            client === admin && route.url.startsWith('/partner/v1/')
              ? { authorization: `Bearer ${DEMO_PARTNER_KEY.secret}` }
              : {};
          const r = await send(
            api,
            client,
            route.method,
            url,
            route.method === 'GET' ? undefined : payload,
            partnerKey,
          );
          sent += 1;
          const contentType = String(r.headers['content-type'] ?? '');
          api.record({
            method: route.method,
            path: url,
            status: r.statusCode,
            contentType,
            body: JSON_ANSWER.test(contentType) ? r.json() : r.body,
          });
          if (r.statusCode >= 500) serverErrors.push(`${key} ${url.slice(0, 120)} → ${r.statusCode}`);
          expect(
            r.statusCode,
            `${key} ${url.slice(0, 120)} → ${r.statusCode}: ${r.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (!(FILES.has(key) && r.statusCode < 300))
            expect(r.headers['content-type'], `${key} answers JSON`).toMatch(JSON_ANSWER);
          if (before && (r.statusCode >= 400 || !WRITES.has(key)))
            expect(await tableCounts(api.server.database, ['sessions'])).toEqual(before);
        },
      ),
      { numRuns: runs, seed, endOnFailure: true },
    );
  }
  console.log(
    `fuzz: ${sent} bodies sent to ${routes.length} endpoints (${runs} each, seed ${seed}), 5xx: ${serverErrors.length}`,
  );
  // Still serving after all of it, to a new connection (the run outlasts the keep-alive of the
  // sockets the clients opened at its start: a reused one may be closed under them).
  expect(await statusOnNewConnection(api.baseUrl, '/healthz')).toBe(200);
  expect(await statusOnNewConnection(api.baseUrl, '/readyz')).toBe(200);
  return { sent, serverErrors: serverErrors.length };
};

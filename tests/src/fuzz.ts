import fc from 'fast-check';
import { expect } from 'vitest';
import type { ApiClient } from './support/api-client';
import { apiRoutes, concretePath } from './support/routes';
import { signInAs, type InProcessServer } from './support/servers';
import { tableCounts } from './support/table-counts';

/** Routes whose success writes rows (a 2xx there may change counts; a refusal may not). */
const WRITES = new Set(['POST /sync-quote', 'POST /api/policies/lead', 'GET /csrf', 'POST /api/auth/logout']);

/**
 * Routes answering a file on success (XLSX, CSV; the PDF of a policy that a fuzzed path value happens
 * to name); their refusals are JSON like every other.
 */
const FILES = new Set([
  'POST /api/distribution/licenses/export',
  'POST /api/distribution/reports/export',
  'GET /api/policies/:policyNumber/confirmation/pdf',
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

const arbBody = fc.oneof(
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
        ),
        variables: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: ['query'] },
    ),
  },
);

const arbPathValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('TX10000011', '..', '%2e%2e', 'a'.repeat(300)),
);

/**
 * Arbitrary bodies, queries and path values against every JSON route, as an anonymous consumer
 * and as the all-claims administrator (so that decoding, not the guard, is what gets exercised).
 */
export const fuzzEveryJsonEndpoint = async (api: InProcessServer, runsPerRoute = 12): Promise<void> => {
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
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...clients),
        arbQuery,
        arbBody,
        arbPathValue,
        fc.boolean(),
        async (client, query, body, pathValue, raw) => {
          const before = await tableCounts(api.server.database, ['sessions']);
          const path = concretePath(route.url, {
            policyNumber: pathValue,
            ownerCode: pathValue,
            space: pathValue,
            name: pathValue,
          });
          const url = `${path}${query ? `?${query}` : ''}`;
          const r =
            route.method === 'GET'
              ? await client.request('GET', url)
              : await client.request(
                  route.method,
                  url,
                  raw
                    ? {
                        rawBody: JSON.stringify(body).slice(0, -1),
                        headers: { 'content-type': 'application/json' },
                      }
                    : { body },
                );
          expect({ key, url, status: r.status }).toEqual({ key, url, status: expect.any(Number) });
          expect(r.status, `${key} ${url} → ${r.status}`).toBeLessThan(500);
          if (!(FILES.has(key) && r.status < 300))
            expect(typeof r.body === 'object' && r.body !== null, `${key} answers JSON`).toBe(true);
          if (r.status >= 400 || !WRITES.has(key))
            expect(await tableCounts(api.server.database, ['sessions'])).toEqual(before);
        },
      ),
      { numRuns: runsPerRoute },
    );
  }
  // Still serving after all of it.
  expect((await anonymous.get('/healthz')).status).toBe(200);
  expect((await anonymous.get('/readyz')).status).toBe(200);
};

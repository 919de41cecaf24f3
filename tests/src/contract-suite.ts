import { DEMO_USERS } from '@tripx/adapters-sql';
import { POLICY_SORT_FIELDS, addDays, claimsForRole, hasAll } from '@tripx/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './support/databases';
import { fuzzEveryJsonEndpoint } from './fuzz';
import { expectAnswersAsDocumented } from './support/openapi-conformance';
import { aQuoteBody } from './support/quote-body';
import { pagesOfPolicySearch } from './support/paged-list';
import { concretePath, guardedRoutes } from './support/routes';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';
import { tableCounts } from './support/table-counts';

interface ApiErrorBody {
  error: { code: string; message: string; fields: { path: string; code: string }[] };
}

/** The API contract of spec 7 against one database; run once on PGlite and once on PostgreSQL. */
export const defineContractSuite = (label: string, openDatabase: () => Promise<TestDatabase>): void => {
  describe(`API contract on ${label}`, () => {
    let db: TestDatabase;
    let api: InProcessServer;
    beforeAll(async () => {
      db = await openDatabase();
      api = await startInProcess(db.env);
    });
    afterAll(async () => {
      await api?.close();
      await db?.drop();
    });

    it('is alive and ready, with security headers and a strict CSP', async () => {
      const c = api.client();
      expect((await c.get('/healthz')).body).toEqual({ status: 'ok' });
      const ready = await c.get('/readyz');
      expect(ready.body).toEqual({ status: 'ready' });
      const csp = ready.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(ready.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('documents every call in OpenAPI, request bodies and queries from the io-ts contracts', async () => {
      type Operation = {
        operationId?: string;
        security?: unknown[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        parameters?: unknown[];
        responses: Record<string, { content?: Record<string, { schema: Schema; example?: unknown }> }>;
      };
      type Schema = { required?: string[]; properties?: Record<string, unknown> };
      const doc = await api
        .client()
        .get<{ paths: Record<string, Record<string, Operation>> }>('/api/docs/json');
      expect(doc.status).toBe(200);
      // Calls that take no body: sign-out and token refresh act on the session alone; a rotation
      // (partner key, webhook secret) and a resend act on the resource of their path alone.
      const bodiless = new Set([
        'post /api/auth/refreshToken',
        'post /api/auth/logout',
        'post /logout',
        'post /api/partner-keys/{id}/rotate',
        'post /api/webhook-endpoints/{id}/secret',
        'post /api/webhook-deliveries/{id}/resend',
      ]);
      const missing = Object.entries(doc.body.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([method, op]) => ['post', 'put', 'patch'].includes(method) && !op.requestBody)
          .map(([method]) => `${method} ${path}`)
          .filter((key) => !bodiless.has(key)),
      );
      expect(missing).toEqual([]);
      const quote = doc.body.paths['/api/quote']?.['post']?.requestBody?.content['application/json']?.schema;
      expect(quote?.required).toEqual(expect.arrayContaining(['paxes', 'tripInformation']));
      const search = doc.body.paths['/api/policies/search']?.['get']?.parameters ?? [];
      expect(search).toContainEqual(expect.objectContaining({ in: 'query', name: 'policyNumber' }));
      // Answers too: every operation named, guarded as its route is, with a 2xx/3xx and a 4xx answer.
      const operations = Object.values(doc.body.paths).flatMap((ops) => Object.values(ops));
      const ids = operations.map((op) => op.operationId);
      expect(new Set(ids).size).toBe(operations.length);
      for (const op of operations) {
        expect(op.security, op.operationId).toBeDefined();
        const statuses = Object.keys(op.responses).map(Number);
        expect(statuses.some((s) => s >= 200 && s < 400) && statuses.some((s) => s >= 400 && s < 500)).toBe(
          true,
        );
      }
      const quoted = doc.body.paths['/api/quote']?.['post']?.responses['200']?.content?.['application/json'];
      expect(quoted?.schema.required).toEqual(expect.arrayContaining(['paxes', 'totalCents']));
      expect(quoted?.example).toMatchObject({ paxes: expect.any(Array) });
      // No schema is a bare name: every one has a type, a reference, or is a combination.
      const untyped: string[] = [];
      const walk = (schema: unknown, at: string): void => {
        if (typeof schema !== 'object' || schema === null) return;
        const s = schema as Record<string, unknown>;
        const keys = Object.keys(s).filter((k) => k !== 'description');
        if (keys.length > 0 && !['type', '$ref', 'anyOf', 'allOf', 'oneOf'].some((k) => k in s))
          untyped.push(at);
        for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${at}.${k}`);
        for (const k of ['items', 'additionalProperties']) walk(s[k], `${at}.${k}`);
        for (const k of ['anyOf', 'allOf', 'oneOf'])
          (s[k] as unknown[] | undefined)?.forEach((v, i) => walk(v, `${at}.${k}${i}`));
      };
      for (const [path, ops] of Object.entries(doc.body.paths))
        for (const [method, op] of Object.entries(ops)) {
          for (const m of Object.values(op.requestBody?.content ?? {}))
            walk(m.schema, `${method} ${path} body`);
          for (const [status, r] of Object.entries(op.responses))
            for (const m of Object.values(r.content ?? {})) walk(m.schema, `${method} ${path} ${status}`);
          for (const p of (op.parameters ?? []) as { name: string; schema: unknown }[])
            walk(p.schema, `${method} ${path} ${p.name}`);
        }
      expect(untyped).toEqual([]);
    });

    it('binds a CSRF token to an HttpOnly, SameSite=Lax session cookie', async () => {
      const c = api.client();
      const r = await c.get<{ csrfToken: string }>('/csrf');
      expect(r.body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.headers.get('set-cookie')).toMatch(/tripx\.sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
      const again = await c.get<{ csrfToken: string }>('/csrf');
      expect(again.body.csrfToken).toBe(r.body.csrfToken);
    });

    it('refuses a POST without the session’s CSRF token with 403 and writes nothing', async () => {
      const c = api.client();
      await c.startSession();
      const lead = { email: 'csrf@example.com', language: 'en' };
      const before = await tableCounts(api.server.database, ['sessions']);
      const missing = await c.post<ApiErrorBody>('/api/policies/lead', lead, { csrf: false });
      const wrong = await c.post<ApiErrorBody>('/api/policies/lead', lead, {
        csrf: false,
        headers: { 'x-csrf-token': 'A'.repeat(43) },
      });
      const other = api.client();
      await other.startSession();
      const foreign = await c.post('/api/policies/lead', lead, {
        csrf: false,
        headers: { 'x-csrf-token': other.csrfToken ?? '' },
      });
      expect([missing.status, wrong.status, foreign.status]).toEqual([403, 403, 403]);
      expect(missing.body.error.code).toBe('csrfInvalid');
      expect(await tableCounts(api.server.database, ['sessions'])).toEqual(before);
      const ok = await c.post<{ id: string }>('/api/policies/lead', lead);
      expect(ok.status).toBe(201);
    });

    it('reports sessionExpiration on keep-alive and enforces expiry on the server', async () => {
      const c = api.client();
      await c.startSession();
      const r = await c.get<{ err: null; sessionExpiration: string }>('/keepalive');
      expect(r.status).toBe(200);
      const left = Date.parse(r.body.sessionExpiration) - Date.now();
      expect(left).toBeGreaterThan(1700_000);
      expect(left).toBeLessThanOrEqual(1800_000);
      const other = api.client();
      await other.startSession();
      api.advanceClock(1_801_000);
      const expired = await c.get<ApiErrorBody>('/keepalive');
      expect(expired.status).toBe(401);
      expect(expired.body.error.code).toBe('sessionExpired');
      expect((await c.post('/sync-quote', { form: {}, payload: {} })).status).toBe(403);
      expect(
        (await other.get<{ user: null; sessionExpiration: null }>('/api/auth/user')).body.sessionExpiration,
      ).toBeNull();
      // Later tests start new sessions on the moved clock.
    });

    it('takes identity only from the session: spec 7 identity headers are ignored', async () => {
      const c = api.client();
      await c.startSession();
      const forged = {
        'user-ref': 'prf-admin',
        'user-type': 'LAN_ID',
        claims: 'POLICY_READ,POLICY_ADMIN',
        authorization: 'Bearer forged',
        'access-token': 'forged',
        scope: 'all',
      };
      expect((await c.get('/api/policies/search', forged)).status).toBe(401);
      expect((await c.get<{ user: null }>('/api/auth/user', forged)).body.user).toBeNull();
    });

    it('gives a new session id on sign-in; the old cookie no longer works', async () => {
      const c = api.client();
      await c.startSession();
      const anonymous = c.cookie;
      await signInAs(api.server, c, 'agency.admin');
      expect(c.cookie).not.toBe(anonymous);
      const me = await c.get<{ user: { userRef: string }; claims: string[] }>('/api/auth/user');
      expect(me.body.user.userRef).toBe('prf-agency-admin');
      expect(me.body.claims).toContain('PROFILE_READ');
      const old = api.client();
      old.cookie = anonymous;
      expect((await old.get<{ user: null }>('/api/auth/user')).body.user).toBeNull();
    });

    it('/api/auth/user describes the user as spec 3 and 7.1: organization, features and scope from the server', async () => {
      const c = api.client();
      await c.startSession();
      await signInAs(api.server, c, 'agent.agency');
      interface Me {
        user: {
          organizationCode: string;
          organizationName: { en: string; fr: string };
          organizationCategory: string;
          distributor: string;
          featureFlags: string[];
          scope: string;
        };
        claims: string[];
      }
      const me = await c.get<Me>('/api/auth/user');
      expect(me.status).toBe(200);
      const u = me.body.user;
      expect(u.organizationCode).toBe('MAPLE-MTL');
      expect(u.organizationName).toEqual({ en: expect.any(String), fr: expect.any(String) });
      expect(u.organizationCategory).toEqual(expect.any(String));
      // MAPLE-MTL is a branch of MAPLE: the distributor is the top of its tree.
      expect(u.distributor).toBe('MAPLE');
      // Exactly the features the claims grant.
      expect(u.featureFlags).toContain('viewPolicies');
      expect(u.featureFlags).not.toContain('configuration');
      expect(u.scope).toBe('ORGANIZATION');
    });

    it('serves content, product, translations and GraphQL in EN and FR', async () => {
      const c = api.client();
      await c.startSession();
      const content = await c.post<{
        organization: { code: string; whiteLabel: unknown };
        contract: { content: Record<string, string> };
      }>('/api/distribution/content', { lang: 'fr' }, { headers: { 'url-ref-code': 'NBT2024' } });
      expect(content.body.organization.code).toBe('NORTHBANK');
      expect(content.body.organization.whiteLabel).toEqual({
        referenceId: 'NBT2024',
        logoFile: 'northern-bank.svg',
      });
      expect(content.body.contract.content['needAssistance']).toMatch(/Besoin d’aide/);
      // An agency by its code as reference code: the server says how its face shows (issue 16 item 10).
      const agency = await c.post<{ organization: { display: unknown } }>(
        '/api/distribution/content',
        { lang: 'en' },
        { headers: { 'url-ref-code': 'MAPLE' } },
      );
      expect(agency.body.organization.display).toEqual({
        category: 'AGENCY',
        showsLogo: true,
        logoFile: 'maple-travel.svg',
        premiumDisplay: 'coverageOrTripCost',
      });
      expect((await fetch(`${api.baseUrl}/static/logos/maple-travel.svg`)).headers.get('content-type')).toBe(
        'image/svg+xml',
      );
      const product = await c.get<{ organizationCode: string }>(
        '/api/product/orgContract?language=en&organizationCode=MAPLE',
      );
      expect(product.body.organizationCode).toBe('MAPLE');
      const labels = await c.get<{ language: string; labels: Record<string, string> }[]>(
        '/tms/translationspaces/errors/translations/api?lang=fr',
      );
      expect(labels.body).toHaveLength(1);
      expect(labels.body[0]?.labels['csrfInvalid']).toMatch(/expiré/);
      expect((await c.get('/tms/translationspaces/errors/translations/nope?lang=fr')).status).toBe(404);
      const gql = await c.post<{
        data: {
          distinctTravelLocations: { iata: string; countryName: string }[];
          needsAnalysisQuestionnaire: { groups: { questions: { key: string }[] }[] };
        };
      }>('/graphql', {
        query:
          '{ distinctTravelLocations(where: { search: "YuL" }, lang: fr) { iata countryName } needsAnalysisQuestionnaire(planClass: "OCM", lang: fr) { groups { title questions { key text } } } }',
      });
      expect(gql.status).toBe(200);
      expect(gql.body.data.distinctTravelLocations[0]).toEqual({ iata: 'YUL', countryName: 'Canada' });
      expect(gql.body.data.needsAnalysisQuestionnaire.groups.flatMap((g) => g.questions)).toHaveLength(11);
      const many = await c.post<{ data: { travelLocations: unknown[]; distinctTravelLocations: unknown[] } }>(
        '/graphql',
        {
          query:
            '{ travelLocations(limit: 5000) { iata } distinctTravelLocations(where: { search: "a" }, limit: 500) { iata } }',
        },
      );
      expect(many.body.data.travelLocations).toHaveLength(1000);
      expect(many.body.data.distinctTravelLocations).toHaveLength(20);
    });

    it('answers bad input with 400 and the error shape, unknown paths with JSON 404, big bodies with 413', async () => {
      const c = api.client();
      await c.startSession();
      const bad = await c.post<ApiErrorBody>('/api/policies/lead', { language: 'de' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual([
        { path: 'body.email', code: 'required' },
        { path: 'body.language', code: 'invalidValue' },
      ]);
      const malformed = await c.request<ApiErrorBody>('POST', '/sync-quote', {
        rawBody: '{"form":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.code).toBe('badRequest');
      const missing = await c.get<ApiErrorBody>('/api/nowhere');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('notFound');
      const huge = await c.post<ApiErrorBody>('/sync-quote', {
        form: { x: 'y'.repeat(300_000) },
        payload: {},
      });
      expect(huge.status).toBe(413);
      expect(huge.body.error.code).toBe('payloadTooLarge');
    });

    it('prices a quote for an anonymous consumer session, and answers a bad one with 400 fields', async () => {
      const c = api.client();
      await c.startSession();
      const r = await c.post<{ totalCents: number; currency: string; ratesVersion: string }>(
        '/api/quote',
        aQuoteBody(),
      );
      expect(r.status).toBe(200);
      expect(r.body.currency).toBe('CAD');
      expect(r.body.totalCents).toBeGreaterThan(0);
      // The version it was priced with is recorded (at start), so a purchase can reference it.
      const version = await api.server.database.db
        .selectFrom('rate_versions')
        .select(['effective_date', 'checksum'])
        .where('id', '=', r.body.ratesVersion)
        .executeTakeFirst();
      expect(version).toEqual({
        effective_date: r.body.ratesVersion,
        checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const bad = await c.post<ApiErrorBody>('/api/quote', { ...aQuoteBody(), paxes: [] });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.length).toBeGreaterThan(0);
      const mq = await c.get<{ pages: unknown[] }>(
        '/api/product/medicalQuestionaire?planClass=OCM&language=fr',
      );
      expect(mq.status).toBe(200);
      expect(mq.body.pages.length).toBeGreaterThan(0);
    });

    it('refuses a recommendation for a past departure as it refuses the quote: 400, the same error body', async () => {
      const c = api.client();
      await c.startSession();
      const quote = aQuoteBody();
      const trip = { ...quote.tripInformation, startDate: addDays(quote.applicationDate, -1) };
      const needs = { answers: { tripYearly: 'ONE', nonRefundableTripCost: 'YES' } };
      const recommendation = {
        ...quote,
        paxes: quote.paxes.map(({ plans: _, ...pax }) => ({ ...pax, needsAnalysis: needs })),
      };
      const fine = await c.post<{ paxes: { planCode: string; optionalBenefits: string[] }[] }>(
        '/api/recommendation',
        recommendation,
      );
      expect(fine.status).toBe(200);
      expect(fine.body.paxes[0]).toMatchObject({ planCode: 'SEMH', optionalBenefits: [] });
      const refused = await c.post<ApiErrorBody>('/api/recommendation', {
        ...recommendation,
        tripInformation: trip,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'badRequest',
        fields: [{ path: 'tripInformation.startDate', code: 'departurePastDt' }],
      });
      const quoted = await c.post<ApiErrorBody>('/api/quote', { ...quote, tripInformation: trip });
      expect(quoted.status).toBe(400);
      expect(refused.body).toEqual(quoted.body);
    });

    it('answers eligibility option by option: a visitor of 75 is refused 150,000 with the reason, then offered it at 69, as the quote prices it', async () => {
      const c = api.client();
      await c.startSession();
      const base = aQuoteBody();
      const visitor = (age: number) => ({
        ...base,
        travellerCategory: 'VISITOR_TO_CANADA',
        paxes: [{ referenceNumber: 1, age }],
        tripInformation: { ...base.tripInformation, countryOfResidence: 'INTERNATIONAL' },
      });
      type Offer = { value: number; offered: boolean; reasons: string[] };
      type Answer = {
        paxes: { age: number; plans: { code: string; status: string; coverageAmounts: Offer[] }[] }[];
      };
      const coverageOf = (answer: Answer) =>
        answer.paxes[0]?.plans
          .find((p) => p.code === 'SVTCBH')
          ?.coverageAmounts.find((o) => o.value === 150_000);
      const old = await c.post<Answer>('/api/eligibility', visitor(75));
      expect(old.status).toBe(200);
      expect(old.body.paxes[0]?.age).toBe(75);
      expect(coverageOf(old.body)).toEqual({ value: 150_000, offered: false, reasons: ['coverageMaxAge'] });
      const entry = { code: 'SVTCBH', tripPreference: { coverageAmount: 150_000, deductible: 500 } };
      const quoted = await c.post<{ paxes: { plans: { status: string; reasons: string[] }[] }[] }>(
        '/api/quote',
        {
          ...visitor(75),
          paxes: [{ referenceNumber: 1, age: 75, plans: [entry] }],
        },
      );
      expect(quoted.body.paxes[0]?.plans[0]).toMatchObject({
        status: 'NOT_ELIGIBLE',
        reasons: ['coverageMaxAge'],
      });
      const younger = await c.post<Answer>('/api/eligibility', visitor(69));
      expect(coverageOf(younger.body)).toEqual({ value: 150_000, offered: true, reasons: [] });
      const refused = await c.post<ApiErrorBody>('/api/eligibility', { ...visitor(69), paxes: [] });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toContainEqual({ path: 'paxes', code: 'paxesRequired' });
    });

    it('keeps an own-policies agent to the policies they sold', async () => {
      const own = api.client();
      await signInAs(api.server, own, 'agent.own');
      const found = await own.get<{ total: number; policies: { policyNumber: string }[] }>(
        '/api/policies/search',
      );
      expect(found.body.policies.map((p) => p.policyNumber)).toEqual(['TX10000011']);
      expect((await own.get('/api/policies/TX10000011')).status).toBe(200);
      expect((await own.get('/api/policies/TX10000021')).status).toBe(404);
      expect((await own.get('/api/notes/policy/TX10000021/notes')).status).toBe(404);
      const agency = api.client();
      await signInAs(api.server, agency, 'agency.viewer');
      const all = await agency.get<{ total: number }>('/api/policies/search');
      expect(all.body.total).toBe(4);
    });

    it('property: the pages of a sorted policy search partition it, either way, and the scope holds', async () => {
      const admin = api.client();
      await signInAs(api.server, admin, 'admin');
      const agency = api.client();
      await signInAs(api.server, agency, 'agency.viewer');
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...POLICY_SORT_FIELDS),
          fc.integer({ min: 1, max: 4 }),
          async (field, limit) => {
            const ascending = await pagesOfPolicySearch(admin, field, 'asc', limit);
            const descending = await pagesOfPolicySearch(admin, field, 'desc', limit);
            // The same policies either way (ties keep the policy number's order both ways).
            expect(descending.map((p) => p.policyNumber).sort()).toEqual(
              ascending.map((p) => p.policyNumber).sort(),
            );
            // The seed holds a CM policy outside MAPLE's subtree: staff see it, MAPLE's viewer never does.
            expect(ascending.map((p) => p.organizationCode)).toContain('CM');
            const theirs = await pagesOfPolicySearch(agency, field, 'desc', limit);
            expect(theirs.length).toBe(4);
            expect(theirs.every((p) => p.organizationCode.startsWith('MAPLE'))).toBe(true);
          },
        ),
        { numRuns: 12 },
      );
      const unknown = await admin.get('/api/policies/search?sortField=email');
      expect(unknown.status).toBe(400);
      expect((await admin.get('/api/policies/search?limit=101')).status).toBe(400);
    });

    it('claims matrix: every guarded route refuses anonymous callers (401) and users without its claims (403)', async () => {
      const routes = guardedRoutes(api.server.routes);
      expect(routes.length).toBeGreaterThanOrEqual(12);
      // Named here so that losing its guard (or the route) fails this test, not just shrinks it.
      expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/distribution/agent/referring');
      const anonymous = api.client();
      await anonymous.startSession();
      const clients = new Map<string, Awaited<ReturnType<typeof api.client>>>();
      for (const u of DEMO_USERS) {
        const c = api.client();
        await signInAs(api.server, c, u.profileCode);
        clients.set(u.profileCode, c);
      }
      for (const route of routes) {
        const path = concretePath(route.url);
        const body = route.method === 'GET' ? undefined : {};
        const anon = await anonymous.request(route.method, path, body === undefined ? {} : { body });
        expect({ route: `${route.method} ${route.url}`, status: anon.status }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        });
        const needed = route.access?.claims ?? [];
        const lacking = DEMO_USERS.filter((u) => !hasAll(claimsForRole(u.role, u.userType), needed));
        expect(lacking.length, `${route.url}: some demo user lacks ${needed.join(',')}`).toBeGreaterThan(0);
        for (const u of lacking) {
          const r = await (clients.get(u.profileCode) ?? anonymous).request(
            route.method,
            path,
            body === undefined ? {} : { body },
          );
          expect({ route: `${route.method} ${route.url}`, user: u.profileCode, status: r.status }).toEqual({
            route: `${route.method} ${route.url}`,
            user: u.profileCode,
            status: 403,
          });
        }
        const allowed = DEMO_USERS.find((u) => hasAll(claimsForRole(u.role, u.userType), needed));
        if (allowed) {
          const r = await (clients.get(allowed.profileCode) ?? anonymous).request(
            route.method,
            path,
            body === undefined ? {} : { body },
          );
          expect([401, 403]).not.toContain(r.status);
        }
      }
    });

    // Twelve runs per route over every route: longer than the default as routes are added.
    it('fuzzing every JSON endpoint: never a 5xx, still serving, nothing written by a refused call', async () => {
      await fuzzEveryJsonEndpoint(api);
    }, 300_000);

    // Last: every answer the tests above were given, against the document the server publishes.
    it('answers every call as its OpenAPI document says: status documented, body conforming', () =>
      expectAnswersAsDocumented(api, label));
  });
};

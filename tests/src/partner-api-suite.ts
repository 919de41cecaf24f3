import { DEFAULT_KEY_LEASE_MS, partnerIdempotencyScope } from '@tripx/application';
import type { PartnerScope } from '@tripx/domain';
import { extractPdfText } from '@tripx/testing/pdf';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from './support/api-client';
import type { TestDatabase } from './support/databases';
import { expectAnswersAsDocumented } from './support/openapi-conformance';
import { partnerKeys, type PartnerKeys } from './support/partner-keys';
import { cardPayment, CATEGORY_EXAMPLES, exampleQuote, purchaseBodyOf, tokenize } from './support/purchase';
import { startInProcess, type InProcessServer } from './support/servers';

type Json = Record<string, unknown>;
interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  fields: { name: string; code: string }[];
}
const ALL: readonly PartnerScope[] = ['quote', 'bind', 'policies:read', 'policies:cancel'];
const V1 = '/partner/v1';
/** The suite's keys: CM's test environment. */
const cmTest = { organizationCode: 'CM', environment: 'test' } as const;

/** The partner API (issue 21 item 2) over HTTP with API keys, against one database. */
export const definePartnerApiSuite = (label: string, openDatabase: () => Promise<TestDatabase>): void => {
  describe(`the partner API on ${label}`, () => {
    let db: TestDatabase;
    let s: InProcessServer;
    let keys: PartnerKeys;
    let frame: string;
    /** A key of the direct seller CM and one of the agency MAPLE, every scope. */
    let cm: string;
    let maple: string;
    beforeAll(async () => {
      db = await openDatabase();
      s = await startInProcess(db.env);
      frame = s.server.deps.config.paymentFrameOrigin ?? '';
      keys = partnerKeys(s);
      cm = (await keys.issue('CM', ALL)).secret;
      maple = (await keys.issue('MAPLE', ALL)).secret;
    });
    afterAll(async () => {
      await s?.close();
      await db?.drop();
    });

    /** A call with a key (no cookie, no CSRF token), recorded for the conformance check. */
    const call = <T = Json>(
      method: 'GET' | 'POST',
      path: string,
      key: string | undefined,
      options: {
        body?: unknown;
        rawBody?: string;
        idempotencyKey?: string | null;
        headers?: Record<string, string>;
      } = {},
    ): Promise<ApiResponse<T>> => {
      const client: ApiClient = s.client();
      const idempotency: Record<string, string> =
        method === 'POST' && options.idempotencyKey !== null
          ? { 'idempotency-key': options.idempotencyKey ?? randomUUID() }
          : {};
      return client.request<T>(method, path, {
        ...(options.body !== undefined ? { body: options.body } : {}),
        ...(options.rawBody !== undefined ? { rawBody: options.rawBody } : {}),
        csrf: false,
        headers: {
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...idempotency,
          ...options.headers,
        },
      });
    };
    const expectProblem = (r: ApiResponse, status: number, code: string) => {
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(r.body).toMatchObject({ status, code, type: expect.any(String), title: expect.any(String) });
      return r.body as Problem;
    };

    /** Quote with a key, tokenize a card, bind: a partner's three calls. */
    const bind = async (key: string, quoteBody: Json, payment?: Json) => {
      const quote = await call<Json>('POST', `${V1}/quotes`, key, { body: quoteBody });
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      const pay = payment ?? cardPayment(await tokenize(frame));
      const body = purchaseBodyOf(quoteBody, quote.body, pay);
      const idempotencyKey = randomUUID();
      const bound = await call<Json>('POST', `${V1}/policies`, key, { body, idempotencyKey });
      return { quote, body, bound, idempotencyKey };
    };
    const numbers = (bound: ApiResponse<Json>) =>
      (bound.body['policies'] as Json[]).map((p) => String(p['policyNumber']));

    it('quotes for the key’s organization with the apps’ rules; a replay answers the same, another body 409', async () => {
      const body = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
      const idempotencyKey = randomUUID();
      const first = await call<Json>('POST', `${V1}/quotes`, cm, { body, idempotencyKey });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ totalCents: expect.any(Number), quoteRef: expect.any(String) });
      const again = await call<Json>('POST', `${V1}/quotes`, cm, { body, idempotencyKey });
      expect([again.status, again.body]).toEqual([200, first.body]);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const other = await call('POST', `${V1}/quotes`, cm, {
        body: { ...body, language: 'fr' },
        idempotencyKey,
      });
      expectProblem(other, 409, 'idempotencyKeyConflict');
      expectProblem(
        await call('POST', `${V1}/quotes`, cm, { body, idempotencyKey: null }),
        400,
        'idempotencyKeyRequired',
      );
      // The organization is the key's: a body naming another one is refused.
      const elsewhere = await call('POST', `${V1}/quotes`, cm, {
        body: { ...body, organizationCode: 'MAPLE' },
      });
      expect(expectProblem(elsewhere, 403, 'organizationMismatch').fields).toEqual([
        { name: 'organizationCode', code: 'organizationMismatch' },
      ]);
    });

    it('a test key and a live key of one organization never share an Idempotency-Key', async () => {
      const live = (await keys.issue('CM', ALL, 'live')).secret;
      const body = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
      const idempotencyKey = randomUUID();
      const asTest = await call<Json>('POST', `${V1}/quotes`, cm, { body, idempotencyKey });
      const asLive = await call<Json>('POST', `${V1}/quotes`, live, { body, idempotencyKey });
      expect([asTest.status, asLive.status]).toEqual([200, 200]);
      expect(asLive.headers.get('idempotent-replayed')).toBeNull();
      const replay = await call('POST', `${V1}/quotes`, live, { body, idempotencyKey });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    });

    it('a rule broken answers 400 with the fields it points at', async () => {
      const body = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
      const trip = body['tripInformation'] as Json;
      const r = await call('POST', `${V1}/quotes`, cm, {
        body: {
          ...body,
          tripInformation: { ...trip, endDate: trip['startDate'], startDate: trip['endDate'] },
        },
      });
      const problem = expectProblem(r, 400, 'badRequest');
      expect(problem.fields.length).toBeGreaterThan(0);
      expect(problem.fields.every((f) => f.name.startsWith('tripInformation.'))).toBe(true);
      const malformed = await call('GET', `${V1}/policies?updatedSince=yesterday`, cm);
      expect(expectProblem(malformed, 400, 'badRequest').fields).toEqual([
        { name: 'query.updatedSince', code: expect.any(String) },
      ]);
      const notJson = await call('POST', `${V1}/quotes`, cm, {
        rawBody: 'a quote',
        headers: { 'content-type': 'application/xml' },
      });
      expectProblem(notJson, 415, 'unsupportedMediaType');
    });

    it('an agency’s key sells only where the agency is licensed', async () => {
      // MAPLE's own licences: QC authorized, ON renewal pending (not authorized).
      const ontario = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
      const refused = await call('POST', `${V1}/quotes`, maple, { body: ontario });
      expect(expectProblem(refused, 403, 'licenceNotAuthorized').fields).toEqual([
        { name: 'tripInformation.provinceOfResidence', code: 'licenceNotAuthorized' },
      ]);
      const quebec = exampleQuote(CATEGORY_EXAMPLES.STUDENT, 'fr');
      expect((await call('POST', `${V1}/quotes`, maple, { body: quebec })).status).toBe(200);
    });

    let cmPolicy = '';
    let maplePolicy = '';
    it('binds a quote with a card token: 201, the policies, their partner paths; a replay answers the same', async () => {
      const { body, bound, idempotencyKey } = await bind(
        cm,
        exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'),
      );
      expect(bound.status, JSON.stringify(bound.body)).toBe(201);
      cmPolicy = numbers(bound)[0] ?? '';
      expect(bound.body['policies']).toEqual([
        expect.objectContaining({
          policyNumber: cmPolicy,
          status: 'ACTIVE',
          confirmationPdfPath: `${V1}/policies/${cmPolicy}/documents/confirmation.pdf`,
        }),
      ]);
      expect(bound.body['chargedCents']).toBe(bound.body['totalCents']);
      const replay = await call<Json>('POST', `${V1}/policies`, cm, { body, idempotencyKey });
      expect([replay.status, replay.body]).toEqual([201, bound.body]);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const conflict = await call('POST', `${V1}/policies`, cm, {
        body: { ...body, lang: 'fr' },
        idempotencyKey,
      });
      expectProblem(conflict, 409, 'idempotencyKeyConflict');
    });

    it('“collected by the partner” only where the organization may: an agency yes, a direct seller no', async () => {
      const collected = { method: 'PAID_TO_AGENCY' };
      const direct = await bind(cm, exampleQuote(CATEGORY_EXAMPLES.TOP_UP, 'en'), collected);
      expect(expectProblem(direct.bound, 403, 'paidToAgencyNotAllowed').fields).toContainEqual({
        name: 'paxes.0.payment.method',
        code: 'paidToAgencyNotAllowed',
      });
      const agency = await bind(maple, exampleQuote(CATEGORY_EXAMPLES.STUDENT, 'en'), collected);
      expect(agency.bound.status, JSON.stringify(agency.bound.body)).toBe(201);
      expect(agency.bound.body['chargedCents']).toBe(0);
      maplePolicy = numbers(agency.bound)[0] ?? '';
    });

    it('reads its own organization’s policies; another organization’s policy is 404, never 403', async () => {
      const own = await call<Json>('GET', `${V1}/policies/${cmPolicy}`, cm);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ organizationCode: 'CM' });
      for (const path of [`/policies/${cmPolicy}`, `/policies/${cmPolicy}/documents/confirmation.pdf`])
        expectProblem(await call('GET', `${V1}${path}`, maple), 404, 'notFound');
      expectProblem(await call('GET', `${V1}/policies/${maplePolicy}`, cm), 404, 'notFound');
      expectProblem(await call('GET', `${V1}/policies/TX000000001`, cm), 404, 'notFound');
    });

    it('lists what changed since an instant, its organization’s only, a page at a time', async () => {
      const since = new Date(Date.now() - 3_600_000).toISOString();
      const page = await call<{ total: number; policies: Json[] }>(
        'GET',
        `${V1}/policies?updatedSince=${encodeURIComponent(since)}&limit=100`,
        cm,
      );
      expect(page.status).toBe(200);
      const listed = page.body.policies.map((p) => p['policyNumber']);
      expect(listed).toContain(cmPolicy);
      expect(listed).not.toContain(maplePolicy);
      expect(new Set(page.body.policies.map((p) => p['organizationCode']))).toEqual(new Set(['CM']));
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const none = await call<{ total: number }>(
        'GET',
        `${V1}/policies?updatedSince=${encodeURIComponent(later)}`,
        cm,
      );
      expect(none.body.total).toBe(0);
    });

    it('the confirmation PDF in the policy’s language or the one asked', async () => {
      const pdf = await fetch(`${s.baseUrl}${V1}/policies/${cmPolicy}/documents/confirmation.pdf?lang=fr`, {
        headers: { authorization: `Bearer ${cm}` },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const { text } = await extractPdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(text).toContain(cmPolicy);
      expect(text.replace(/\s+/g, ' ')).toContain('Confirmation d’assurance voyage');
      s.record({
        method: 'GET',
        path: `${V1}/policies/${cmPolicy}/documents/confirmation.pdf`,
        status: 200,
        contentType: 'application/pdf',
        body: undefined,
      });
    });

    it('cancels within the rules with its refund; a replay answers the same; another organization’s is 404', async () => {
      expectProblem(
        await call('POST', `${V1}/policies/${cmPolicy}/cancel`, maple, {
          body: { cancellationReason: 'Trip cancelled' },
        }),
        404,
        'notFound',
      );
      const idempotencyKey = randomUUID();
      const body = { cancellationReason: 'Trip cancelled' };
      const cancelled = await call<Json>('POST', `${V1}/policies/${cmPolicy}/cancel`, cm, {
        body,
        idempotencyKey,
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body['paxes']).toEqual([
        expect.objectContaining({ policyNumber: cmPolicy, refundCents: expect.any(Number) }),
      ]);
      const replay = await call<Json>('POST', `${V1}/policies/${cmPolicy}/cancel`, cm, {
        body,
        idempotencyKey,
      });
      expect([replay.status, replay.body]).toEqual([200, cancelled.body]);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const twice = await call('POST', `${V1}/policies/${cmPolicy}/cancel`, cm, { body });
      expectProblem(twice, 409, 'policyNotActive');
      const after = await call<Json>('GET', `${V1}/policies/${cmPolicy}`, cm);
      expect((after.body['paxes'] as Json[])[0]?.['policyStatus']).not.toBe('ACTIVE');
    });

    it('refuses a missing, wrong or revoked key (401) and a key without the route’s scope (403)', async () => {
      const body = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
      expectProblem(await call('POST', `${V1}/quotes`, undefined, { body }), 401, 'partnerKeyMissing');
      expectProblem(await call('POST', `${V1}/quotes`, 'not-a-key', { body }), 401, 'partnerKeyUnknown');
      const revoked = await keys.issue('CM', ALL);
      expect((await call('GET', `${V1}/policies/${maplePolicy}`, revoked.secret)).status).toBe(404);
      await keys.revoke(revoked);
      expectProblem(
        await call('GET', `${V1}/policies/${cmPolicy}`, revoked.secret),
        401,
        'partnerKeyRevoked',
      );
      const readOnly = (await keys.issue('CM', ['policies:read'])).secret;
      expect((await call('GET', `${V1}/policies/${cmPolicy}`, readOnly)).status).toBe(200);
      for (const [method, path, scopeBody] of [
        ['POST', '/quotes', body],
        ['POST', '/policies', {}],
        ['POST', `/policies/${cmPolicy}/cancel`, { cancellationReason: 'x' }],
      ] as const)
        expectProblem(
          await call(method, `${V1}${path}`, readOnly, { body: scopeBody }),
          403,
          'partnerScopeMissing',
        );
      const quoteOnly = (await keys.issue('CM', ['quote'])).secret;
      for (const path of ['/policies?updatedSince=2026-01-01T00:00:00Z', `/policies/${cmPolicy}`])
        expectProblem(await call('GET', `${V1}${path}`, quoteOnly), 403, 'partnerScopeMissing');
    });

    it('publishes its document and a page in both languages, with nothing from elsewhere', async () => {
      const doc = await call<{ info: { version: string }; paths: Record<string, unknown> }>(
        'GET',
        `${V1}/openapi.json`,
        undefined,
      );
      expect(doc.status).toBe(200);
      expect(Object.keys(doc.body.paths)).toHaveLength(5);
      const page = (headers: Record<string, string>, query = '') =>
        fetch(`${s.baseUrl}/partner/docs${query}`, { headers }).then(async (r) => ({
          status: r.status,
          language: r.headers.get('content-language'),
          html: await r.text(),
        }));
      const english = await page({});
      const french = await page({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
      expect([english.status, english.language, french.language]).toEqual([200, 'en', 'fr']);
      expect(english.html).toContain('Idempotency');
      expect(french.html).toContain('Idempotence');
      expect((await page({ 'accept-language': 'fr' }, '?lang=en')).language).toBe('en');
      // Every problem answered so far names a section of the page that explains its code.
      const types = new Set(
        s.answered
          .filter((a) => a.contentType.startsWith('application/problem+json'))
          .map((a) => (a.body as Problem).type),
      );
      expect(types.size).toBeGreaterThan(10);
      for (const { html } of [english, french]) {
        expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
        for (const path of Object.keys(doc.body.paths)) expect(html).toContain(path);
        for (const type of types) {
          expect(type).toMatch(/^\/partner\/docs#\w+$/);
          expect(html, type).toContain(`id="${type.split('#')[1] ?? ''}"`);
        }
      }
    });

    it('a key whose call died before its answer was kept runs again after the lease: a cancellation refunds once', async () => {
      const { bound } = await bind(cm, exampleQuote(CATEGORY_EXAMPLES.TOP_UP, 'en'));
      expect(bound.status, JSON.stringify(bound.body)).toBe(201);
      const policy = numbers(bound)[0] ?? '';
      const quoteBody = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
      const [quoteKey, cancelKey] = [randomUUID(), randomUUID()];
      const body = { cancellationReason: 'Trip cancelled' };
      const cancel = () =>
        call<Json>('POST', `${V1}/policies/${policy}/cancel`, cm, { body, idempotencyKey: cancelKey });
      expect(
        (await call('POST', `${V1}/quotes`, cm, { body: quoteBody, idempotencyKey: quoteKey })).status,
      ).toBe(200);
      expect((await cancel()).status).toBe(200);
      // The process died after the cancellation's state and refund were written, before its answer was kept.
      await s.server.database.db
        .updateTable('idempotency_keys')
        .set({ status_code: null, response: null })
        .where('key', 'in', [
          `purchase|${partnerIdempotencyScope(cmTest, 'quote')}|${quoteKey}`,
          `purchase|${partnerIdempotencyScope(cmTest, 'cancel')}|${cancelKey}`,
        ])
        .execute();
      s.advanceClock(DEFAULT_KEY_LEASE_MS + 1_000);
      const quoted = await call('POST', `${V1}/quotes`, cm, { body: quoteBody, idempotencyKey: quoteKey });
      expect([quoted.status, quoted.headers.get('idempotent-replayed')]).toEqual([200, null]);
      // Run again: the policy is cancelled already, so it answers that, and no second refund is owed.
      const again = await cancel();
      expectProblem(again, 409, 'policyNotActive');
      expect(again.headers.get('idempotent-replayed')).toBeNull();
      const refunds = await s.server.database.db
        .selectFrom('payments')
        .select('id')
        .where('policy_number', '=', policy)
        .where('type', '=', 'REFUND')
        .execute();
      expect(refunds).toHaveLength(1);
      const replayed = await cancel();
      expect([replayed.status, replayed.headers.get('idempotent-replayed')]).toEqual([409, 'true']);
    });

    it('answered every partner call as its OpenAPI document says', () =>
      expectAnswersAsDocumented(s, `partner API, ${label}`, `${V1}/openapi.json`));
  });
};

import { describeOnPostgres } from '@tripx/testing/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { postgresDatabase, type TestDatabase } from './support/databases';
import { CATEGORY_EXAMPLES, exampleQuote, preparePurchase } from './support/purchase';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';

type Json = Record<string, unknown>;
interface ApiErrorBody {
  error: { code: string; fields: { path: string; code: string }[] };
}

/**
 * The malformed bodies that answered 5xx (issue 15), on PostgreSQL, which refuses NUL in text: each is
 * now a 400 naming its field, and nothing is written or charged.
 */
const suite = () => {
  let db: TestDatabase;
  let api: InProcessServer;
  let admin: ApiClient;
  beforeAll(async () => {
    db = await postgresDatabase();
    api = await startInProcess(db.env);
    admin = api.client();
    await signInAs(api.server, admin, 'admin');
  });
  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });

  const raw = (c: ApiClient, method: string, path: string, rawBody: string, headers: Json = {}) =>
    c.request<ApiErrorBody>(method, path, {
      rawBody,
      headers: { 'content-type': 'application/json', ...(headers as Record<string, string>) },
    });

  it('a link whose sortOrder is 1e309 or 1.5 is refused at body.sortOrder', async () => {
    const domains = await admin.get<{ domains?: string[] } | string[]>(
      '/api/distribution/links-allowed-domains',
    );
    const list = Array.isArray(domains.body) ? domains.body : (domains.body.domains ?? []);
    const link = `{"labelEn":"A","labelFr":"A","url":"https://${list[0] ?? 'example.com'}/a","sortOrder":`;
    const huge = await raw(admin, 'PUT', '/api/distribution/links/external', `${link}1e309}`);
    expect([huge.status, huge.body.error.fields]).toEqual([
      400,
      [{ path: 'body.sortOrder', code: 'invalidNumber' }],
    ]);
    const half = await raw(admin, 'PUT', '/api/distribution/links/external', `${link}1.5}`);
    expect([half.status, half.body.error.fields]).toEqual([
      400,
      [{ path: 'body.sortOrder', code: 'invalidValue' }],
    ]);
  });

  it('/sync-quote and the lead refuse a NUL or a lone surrogate with the field path', async () => {
    const c = api.client();
    await c.startSession();
    for (const bad of ['\\u0000', '\\ud800']) {
      const sync = await raw(c, 'POST', '/sync-quote', `{"form":{"city":"a${bad}"},"payload":{}}`);
      expect([sync.status, sync.body.error.fields]).toEqual([
        400,
        [{ path: 'body.form.city', code: 'invalidCharacters' }],
      ]);
      const lead = await raw(
        c,
        'POST',
        '/api/policies/lead',
        `{"email":"a${bad}@example.com","language":"en"}`,
      );
      expect([lead.status, lead.body.error.fields]).toEqual([
        400,
        [{ path: 'body.email', code: 'invalidCharacters' }],
      ]);
    }
  });

  it('a purchase naming a traveller with a lone surrogate, or nested 1,000 deep, is refused and charges nothing', async () => {
    const c = api.client();
    const frame = api.server.deps.config.paymentFrameOrigin ?? '';
    const { body } = await preparePurchase(
      c,
      frame,
      exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'),
    );
    const paxes = body['paxes'] as Json[];
    const named = JSON.stringify({
      ...body,
      paxes: [{ ...paxes[0], firstName: 'Ann\ud800' }, ...paxes.slice(1)],
    });
    const deep = JSON.stringify({ ...body, extra: JSON.parse(`${'['.repeat(1000)}${']'.repeat(1000)}`) });
    const charges = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from payment_sandbox_charges`.execute(
          api.server.database.db,
        )
      ).rows[0]?.n;
    const before = await charges();
    const surrogate = await raw(c, 'POST', '/api/policies', named, { 'idempotency-key': 'edge-1' });
    expect([surrogate.status, surrogate.body.error.fields]).toEqual([
      400,
      [{ path: 'body.paxes.0.firstName', code: 'invalidCharacters' }],
    ]);
    const nested = await raw(c, 'POST', '/api/policies', deep, { 'idempotency-key': 'edge-2' });
    expect([nested.status, nested.body.error.fields[0]?.code]).toEqual([400, 'tooDeep']);
    expect(await charges()).toBe(before);
  });
};
await describeOnPostgres('bad input at the edge (PostgreSQL)', suite);

import { describeOnPostgres } from '@tripx/testing/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { postgresDatabase, type TestDatabase } from './support/databases';
import { buy, CATEGORY_EXAMPLES, exampleQuote, letters } from './support/purchase';
import { startInProcess, type InProcessServer } from './support/servers';

type Json = Record<string, unknown>;

const suite = () => {
  let db: TestDatabase;
  let a: InProcessServer;
  let b: InProcessServer;
  beforeAll(async () => {
    db = await postgresDatabase();
    a = await startInProcess(db.env);
    b = await startInProcess(db.env);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await db?.drop();
  });

  it('one Idempotency-Key sent to two instances at once buys once and answers the same body', async () => {
    const onA = a.client();
    const frame = a.server.deps.config.paymentFrameOrigin ?? '';
    const first = await buy(onA, frame, exampleQuote(CATEGORY_EXAMPLES.VISITOR_TO_CANADA, 'fr'));
    expect(first.purchase.status).toBe(201);
    // The same session on instance B (sessions live in PostgreSQL).
    const onB = new ApiClient(b.baseUrl);
    onB.cookie = onA.cookie;
    onB.csrfToken = onA.csrfToken;
    const key = `two-instances-${Date.now()}`;
    // Other travellers: the same ones again would be refused (a purchase is final, test below).
    const body = {
      ...first.body,
      paxes: (first.body['paxes'] as Json[]).map((p, i) => ({ ...p, firstName: `Other${letters(i)}` })),
    };
    const send = (c: ApiClient) =>
      c.post<Json>('/api/policies', body, { headers: { 'idempotency-key': key } });
    const answers = await Promise.all([send(onA), send(onB), send(onA), send(onB)]);
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const later = await send(onB);
    expect(later.body).toEqual(answers[0]?.body);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from payment_sandbox_charges
      where idempotency_key like ${'%:' + key + ':%'}`.execute(a.server.database.db);
    expect(rows[0]?.n).toBe((first.body['paxes'] as unknown[]).length);
  });

  it('a purchase is final: the same travellers, dates and plans again in the session, on the other instance, answer 409 alreadyPurchased with the policies', async () => {
    const onA = a.client();
    const frame = a.server.deps.config.paymentFrameOrigin ?? '';
    const first = await buy(onA, frame, exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'));
    expect(first.purchase.status).toBe(201);
    const issued = (first.purchase.body['policies'] as Json[]).map((p) => p['policyNumber']);
    const onB = new ApiClient(b.baseUrl);
    onB.cookie = onA.cookie;
    onB.csrfToken = onA.csrfToken;
    const again = await onB.post<Json>('/api/policies', first.body, {
      headers: { 'idempotency-key': `again-${Date.now()}` },
    });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'alreadyPurchased' } } });
    expect((again.body['policies'] as Json[]).map((p) => p['policyNumber'])).toEqual(issued);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from policies
      where group_number = (select group_number from policies where policy_number = ${String(issued[0])})`.execute(
      a.server.database.db,
    );
    expect(rows[0]?.n).toBe(issued.length);
  });
};
await describeOnPostgres('buying on two instances (PostgreSQL)', suite);

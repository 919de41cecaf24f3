import { extractPdfText, fillColorsOfFirstPage } from '@tripx/testing/pdf';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { mailsIn } from '@tripx/testing/mail';
import { pgliteDatabase, type TestDatabase } from './support/databases';
import {
  buy,
  CATEGORY_EXAMPLES,
  DECLINED_CARD,
  exampleQuote,
  preparePurchase,
  TEST_CARD,
} from './support/purchase';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';
import { tableCounts } from './support/table-counts';
import { expectAnswersAsDocumented } from './support/openapi-conformance';

type Json = Record<string, unknown>;
type Policy = { policyNumber: string; firstName: string; lastName: string; totalCents: number };

let db: TestDatabase;
let s: InProcessServer;
let frame: string;
beforeAll(async () => {
  db = pgliteDatabase();
  s = await startInProcess({ ...db.env, DELIVERY_INTERVAL_MS: '50' });
  frame = s.server.deps.config.paymentFrameOrigin ?? '';
});
afterAll(async () => {
  await s.close();
  await db.drop();
});

const money = (cents: number, lang: 'en' | 'fr') =>
  lang === 'en'
    ? `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`
    : `${(cents / 100).toLocaleString('fr-CA', { minimumFractionDigits: 2 }).replace(/\s/g, ' ')} $`;
const squash = (t: string) => t.replace(/\s+/g, ' ');

const waitFor = async <T>(probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('buying from the API (PGlite)', () => {
  for (const [category, file] of Object.entries(CATEGORY_EXAMPLES))
    for (const lang of ['en', 'fr'] as const)
      it(`${category} in ${lang}: 201, a PDF with the numbers, names and total, an e-mail delivered`, async () => {
        const client = s.client();
        const run = await buy(client, frame, exampleQuote(file, lang));
        expect(run.purchase.status, JSON.stringify(run.purchase.body)).toBe(201);
        const body = run.purchase.body as { policies: Policy[]; totalCents: number; chargedCents: number };
        expect(body.chargedCents).toBe(run.quote.body['totalCents']);
        expect(body.policies.length).toBe((run.body['paxes'] as unknown[]).length);
        const first = body.policies[0] as Policy;
        expect(first.firstName).toBe('Ann'); // trimmed

        const pdf = await fetch(`${s.baseUrl}${`/api/policies/${first.policyNumber}/confirmation/pdf`}`, {
          headers: { cookie: `tripx.sid=${client.cookie}` },
        });
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get('content-type')).toBe('application/pdf');
        const text = squash((await extractPdfText(new Uint8Array(await pdf.arrayBuffer()))).text);
        for (const p of body.policies) {
          expect(text).toContain(p.policyNumber);
          expect(text).toContain(p.lastName);
        }
        expect(text).toContain(money(body.totalCents, lang));
        expect(text).toContain(
          lang === 'en' ? 'Travel insurance confirmation' : 'Confirmation d’assurance voyage',
        );

        // Another session may not read it.
        const stranger = new ApiClient(s.baseUrl);
        await stranger.startSession();
        expect((await stranger.get(`/api/policies/${first.policyNumber}/confirmation/pdf`)).status).toBe(404);

        const staff = s.client();
        await signInAs(s.server, staff, 'admin');
        const deliveries = await waitFor(async () => {
          const r = await staff.get<Json[]>(`/api/policies/${first.policyNumber}/confirmation/deliveries`);
          return r.status === 200 && r.body.some((d) => d['status'] === 'SENT') ? r.body : undefined;
        });
        expect(deliveries.find((d) => d['status'] === 'SENT')).toMatchObject({
          recipient: 'buyer@example.com',
          language: lang,
          document: 'CONFIRMATION',
        });
        if (category === 'STUDENT' && lang === 'fr') {
          // Resend: a new delivery next to the first one, to the address staff give.
          const resent = await staff.post<Json>('/api/policies/confirmation/resend', {
            policyNumber: first.policyNumber,
            email: 'other@example.com',
          });
          expect(resent.status).toBe(202);
          await waitFor(async () => {
            const r = await staff.get<Json[]>(`/api/policies/${first.policyNumber}/confirmation/deliveries`);
            return r.body.some((d) => d['recipient'] === 'other@example.com' && d['status'] === 'SENT')
              ? true
              : undefined;
          });
        }
        const eml = mailsIn(db.env['DATA_DIR'] as string);
        expect(eml.some((m) => m.includes(first.policyNumber))).toBe(true);
      });

  it.each([
    [
      'en',
      [
        'Super visa',
        'Province visited British Columbia',
        'Address in Canada 1 King St W, Toronto ON M5H 1A1',
      ],
    ],
    [
      'fr',
      [
        'Super visa',
        'Province visitée Colombie-Britannique',
        'Adresse au Canada 1 King St W, Toronto ON M5H 1A1',
      ],
    ],
  ] as const)(
    '%s: a super visa visitor staying in Toronto who quoted British Columbia: the PDF says so, never province BC as a residence',
    async (lang, expected) => {
      const client = s.client();
      const run = await buy(client, frame, exampleQuote('visitor-super-visa-70.json', lang));
      expect(run.purchase.status, JSON.stringify(run.purchase.body)).toBe(201);
      const number = (run.purchase.body as { policies: Policy[] }).policies[0]?.policyNumber ?? '';
      const pdf = await fetch(`${s.baseUrl}/api/policies/${number}/confirmation/pdf`, {
        headers: { cookie: `tripx.sid=${client.cookie}` },
      });
      const text = squash((await extractPdfText(new Uint8Array(await pdf.arrayBuffer()))).text).replace(
        /\u00a0/g,
        ' ',
      );
      for (const line of expected) expect(text, line).toContain(line);
      expect(text).not.toMatch(/Province (of residence|de résidence)/);
    },
  );

  it('staff book into the organization they switched to (a body naming another is 403); its confirmation shows its logo', async () => {
    const staff = s.client();
    await signInAs(s.server, staff, 'admin');
    const quote = {
      ...exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'),
      organizationCode: 'NORTHBANK',
    };
    const quoted = await staff.post('/api/quote', quote);
    expect(quoted).toMatchObject({ status: 403, body: { error: { code: 'organizationMismatch' } } });
    expect((await staff.get('/switch', { newOrg: 'NORTHBANK' })).status).toBe(200);
    const run = await buy(staff, frame, quote);
    expect(run.purchase.status).toBe(201);
    // The same body from a buyer whose session is not NORTHBANK's: refused, not booked there.
    const buyer = s.client();
    await buyer.startSession();
    const elsewhere = await buyer.post('/api/policies', run.body, {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(elsewhere).toMatchObject({
      status: 403,
      body: { error: { code: 'organizationMismatch', fields: [{ path: 'organizationCode' }] } },
    });
    const number = (run.purchase.body as { policies: Policy[] }).policies[0]?.policyNumber ?? '';
    const pdf = await fetch(`${s.baseUrl}/api/policies/${number}/confirmation/pdf`, {
      headers: { cookie: `tripx.sid=${staff.cookie}` },
    });
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    // #0b3d6e is the square of packages/server/assets/logos/northern-bank.svg; the page uses it nowhere else.
    expect(await fillColorsOfFirstPage(bytes)).toContain('#0b3d6e');
    const { text } = await extractPdfText(bytes);
    expect(squash(text)).toContain('Northern Bank');
    expect(squash(text)).toContain('TRIPX ASSURANCE COMPANY');
  });

  it('a buyer naming an older rate version and its price is answered 409 priceChanged with the price in force', async () => {
    const buyer = s.client();
    const quoteBody = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
    const { quote, body } = await preparePurchase(buyer, frame, quoteBody);
    expect(quote.body['quoteRef']).toEqual(expect.any(String));
    const older = await buyer.post<Json>('/api/quote', { ...quoteBody, ratesVersion: '2025-01-01' });
    expect(older.body['totalCents']).not.toBe(quote.body['totalCents']);
    const r = await buyer.post<Json>(
      '/api/policies',
      {
        ...body,
        ratesVersion: '2025-01-01',
        quoteRef: older.body['quoteRef'],
        expectedTotalCents: older.body['totalCents'],
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(r).toMatchObject({ status: 409, body: { error: { code: 'priceChanged' } } });
    expect(JSON.stringify(r.body)).toContain(String(quote.body['totalCents']));
  });

  it('a declined test card answers 402 cardDeclined and keeps an attempt: no charge, no policy, none in reports', async () => {
    const buyer = s.client();
    const quote = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
    const run = await buy(buyer, frame, quote, { card: DECLINED_CARD });
    expect(run.purchase.status).toBe(402);
    expect(run.purchase.body).toMatchObject({ error: { code: 'cardDeclined' } });
    const { rows: attempts } = await sql<{ status: string; policies: number }>`select a.status,
        (select count(*)::int from policies p where p.group_number = a.group_number) as policies
      from purchase_attempts a join idempotency_keys k on k.group_number = a.group_number
      where k.key like ${'%' + run.key}`.execute(s.server.database.db);
    expect(attempts).toEqual([{ status: 'DECLINED', policies: 0 }]);
    // Paying again with a good card is the same purchase, allowed once; a third time is refused.
    expect((await buy(buyer, frame, quote)).purchase.status).toBe(201);
    expect((await buy(buyer, frame, quote)).purchase).toMatchObject({
      status: 409,
      body: { error: { code: 'alreadyPurchased' } },
    });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from policies
      where status = 'ACTIVE' and group_number in (select group_number from idempotency_keys where key like ${'%' + run.key})`.execute(
      s.server.database.db,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('replays the first answer for the same Idempotency-Key (also concurrently); another body is 409', async () => {
    const client = s.client();
    const quote = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
    const first = await buy(client, frame, quote);
    expect(first.purchase.status).toBe(201);
    const post = (body: Json) =>
      client.post<Json>('/api/policies', body, { headers: { 'idempotency-key': first.key } });
    const replays = await Promise.all([post(first.body), post(first.body), post(first.body)]);
    for (const r of replays) {
      expect(r.status).toBe(201);
      expect(r.body).toEqual(first.purchase.body);
      expect(r.headers.get('idempotent-replayed')).toBe('true');
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    }
    const other = await post({ ...first.body, lang: 'fr' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: { code: 'idempotencyKeyConflict' } });
    const missing = await client.post<Json>('/api/policies', first.body);
    expect(missing.body).toMatchObject({ error: { code: 'idempotencyKeyRequired' } });

    // Concurrent first requests under one fresh key: one charge, one answer.
    const key = `concurrent-${Date.now()}`;
    // Other travellers each time: the same ones again in this session are refused (a purchase is final).
    const again = await buy(client, frame, quote, { key: `${key}-warm`, names: [['Warm', 'Up']] });
    expect(again.purchase.status).toBe(201);
    const body = {
      ...again.body,
      paxes: (again.body['paxes'] as Json[]).map((p) => ({ ...p, firstName: 'Concurrent' })),
    };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        client.post<Json>('/api/policies', body, { headers: { 'idempotency-key': key } }),
      ),
    );
    const numbers = new Set(answers.map((a) => JSON.stringify(a.body)));
    expect(numbers.size).toBe(1);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from payment_sandbox_charges
      where idempotency_key like ${'%:' + key + ':%'}`.execute(s.server.database.db);
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses a price the buyer did not see (409 priceChanged) and charges nothing', async () => {
    const client = s.client();
    const run = await buy(client, frame, exampleQuote(CATEGORY_EXAMPLES.STUDENT, 'en'));
    const changed = await client.post<Json>(
      '/api/policies',
      { ...run.body, expectedTotalCents: Number(run.body['expectedTotalCents']) - 100 },
      { headers: { 'idempotency-key': `price-${Date.now()}` } },
    );
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ error: { code: 'priceChanged' } });
  });

  it('a traveller without a date of birth: 400 dateOfBirthRequired, nothing charged, the refusal kept under the key', async () => {
    const client = s.client();
    const quote = exampleQuote(CATEGORY_EXAMPLES.VISITOR_TO_CANADA, 'en');
    const { body } = await preparePurchase(client, frame, quote);
    const paxes = (body['paxes'] as Json[]).map((p, i) =>
      i === 1 ? Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'dateOfBirth')) : p,
    );
    const tables = ['policy_groups', 'policies', 'policy_dependents', 'payments', 'payment_sandbox_charges'];
    const before = await tableCounts(s.server.database, [], [...tables, 'idempotency_keys']);
    const key = `no-birth-date-${Date.now()}`;
    const post = () =>
      client.post<Json>('/api/policies', { ...body, paxes }, { headers: { 'idempotency-key': key } });
    const refused = await post();
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: {
        code: 'invalidValue',
        message: expect.any(String),
        fields: [{ path: 'paxes.1.dateOfBirth', code: 'dateOfBirthRequired' }],
      },
    });
    expect(await tableCounts(s.server.database, [], [...tables, 'idempotency_keys'])).toEqual({
      ...before,
      idempotency_keys: (before['idempotency_keys'] ?? 0) + 1,
    });
    const replay = await post();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect([replay.status, replay.body]).toEqual([400, refused.body]);
  });

  it('the card number appears in no text column of any table', async () => {
    const { rows: columns } = await sql<{ t: string; c: string }>`
      select table_name as t, column_name as c from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character', 'character varying', 'jsonb', 'json')`.execute(
      s.server.database.db,
    );
    expect(columns.length).toBeGreaterThan(20);
    for (const number of [TEST_CARD, DECLINED_CARD]) {
      for (const { t, c } of columns) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}
          where ${sql.ref(c)}::text like ${'%' + number + '%'}`.execute(s.server.database.db);
        expect(rows[0]?.n, `${t}.${c}`).toBe(0);
      }
    }
  });

  it('a lead stores the saved quote and queues its e-mail with a link that reopens it', async () => {
    const client = s.client();
    await client.startSession();
    const r = await client.post<Json>('/api/policies/lead', {
      firstName: 'Ann',
      email: 'lead@example.com',
      tripStartDate: '2030-01-10',
      language: 'fr',
    });
    expect(r.status).toBe(201);
    expect(String(r.body['reopenUrl'])).toMatch(/\/obtenir-une-soumission\/reprendre\?lang=fr&token=/);
    await waitFor(async () => {
      const all = mailsIn(db.env['DATA_DIR'] as string);
      return all.some((m) => m.includes('lead@example.com')) ? true : undefined;
    });
  });

  it('answered every call as its OpenAPI document says', () =>
    expectAnswersAsDocumented(s, 'purchase, PGlite'));
});

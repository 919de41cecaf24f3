import { BookingConfirmationCodec } from '@tripx/application';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './support/api-client';
import type { TestDatabase } from './support/databases';
import { buy, CATEGORY_EXAMPLES, exampleQuote } from './support/purchase';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';

type Json = Record<string, unknown>;
type Bought = { policies: { policyNumber: string }[]; totalCents: number };
const ASSOCIATED = { 'associated-policy': 'true' };

/**
 * A purchase's confirmation is a stable address read from the server (issue 16 item 2), on one
 * database: GET /api/policies/{policyNumber} with `associated-policy` answers the whole booking to the
 * session that bought it and to staff within their scope, 404 to anyone else; GET /sync-quote names
 * the purchase that bought the session's quote until a new quote replaces it.
 */
export const definePurchaseConfirmationSuite = (
  label: string,
  openDatabase: () => Promise<TestDatabase>,
): void => {
  describe(`a purchase's confirmation on ${label}`, () => {
    let db: TestDatabase;
    let api: InProcessServer;
    let frame: string;
    beforeAll(async () => {
      db = await openDatabase();
      api = await startInProcess(db.env);
      frame = api.server.deps.config.paymentFrameOrigin ?? '';
    });
    afterAll(async () => {
      await api?.close();
      await db?.drop();
    });

    const session = async (): Promise<ApiClient> => {
      const c = api.client();
      await c.startSession();
      return c;
    };
    const confirmationOf = (c: ApiClient, policyNumber: string, query = '') =>
      c.get<Json>(`/api/policies/${policyNumber}${query}`, ASSOCIATED);

    it('is read by the session that bought it (every policy of the booking) and by staff in scope; anyone else gets 404', async () => {
      const buyer = await session();
      // A family of visitors: several policies in one purchase.
      const run = await buy(buyer, frame, exampleQuote(CATEGORY_EXAMPLES.VISITOR_TO_CANADA, 'fr'));
      expect(run.purchase.status, JSON.stringify(run.purchase.body)).toBe(201);
      const bought = run.purchase.body as unknown as Bought;
      const numbers = bought.policies.map((p) => p.policyNumber);
      const last = numbers[numbers.length - 1] ?? '';

      const read = await confirmationOf(buyer, last);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(BookingConfirmationCodec.is(read.body)).toBe(true);
      expect(read.body).toMatchObject({
        language: 'fr',
        totalCents: bought.totalCents,
        chargedCents: bought.totalCents,
        policies: numbers.map((n) => ({
          policyNumber: n,
          confirmationPdfPath: `/api/policies/${n}/confirmation/pdf`,
          payment: { method: 'CREDIT_CARD', last4: '4242' },
        })),
      });
      expect(read.headers.get('cache-control')).toBe('private, no-store');
      // Staff with POLICY_READ, whose scope is every organization.
      const admin = api.client();
      await signInAs(api.server, admin, 'admin');
      expect((await confirmationOf(admin, last)).body).toEqual(read.body);

      // Another browser, no session, an agent outside the sale, a quote (never a policy), no such policy.
      const agent = api.client();
      await signInAs(api.server, agent, 'agent.own');
      const refusals = await Promise.all([
        confirmationOf(await session(), last),
        confirmationOf(api.client(), last),
        confirmationOf(agent, last),
        confirmationOf(buyer, last, '?status=QUOTE'),
        confirmationOf(buyer, 'G-2099-000001'),
      ]);
      expect(refusals.map((r) => [r.status, (r.body as { error?: Json }).error?.['code']])).toEqual(
        refusals.map(() => [404, 'notFound']),
      );
      // Without the header it is the staff read, which needs a user with POLICY_READ.
      expect((await buyer.get(`/api/policies/${last}`)).status).toBe(401);
    });

    afterEach(() => void vi.useRealTimers());

    // Whether the quote was bought compares when it last changed with when the policy was made: both
    // are the database's clock, so an instance whose own clock runs an hour ahead (clock skew between
    // instances sharing one PostgreSQL) still sees its purchase. Only Node's Date is moved: on
    // PostgreSQL the database keeps its own time; PGlite runs in this process and follows it.
    it.each([
      ['on the same clock', 0],
      ['when the server’s clock runs an hour ahead of the database’s', 3_600_000],
    ])(
      'GET /sync-quote names the purchase that bought the quote in progress, until a new quote replaces it (%s)',
      async (_, skew) => {
        if (skew !== 0)
          vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + skew, shouldAdvanceTime: true });
        const buyer = await session();
        const payload = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
        const quote = { form: { province: 'ON' }, payload, progress: { quoteForm: { province: 'ON' } } };
        const purchasedOf = async (c: ApiClient) =>
          (await c.get<{ purchased: unknown }>('/sync-quote')).body.purchased;
        expect((await buyer.post('/sync-quote', quote)).status).toBe(200);
        expect(await purchasedOf(buyer)).toBeNull();

        const run = await buy(buyer, frame, payload);
        expect(run.purchase.status).toBe(201);
        const numbers = (run.purchase.body as unknown as Bought).policies.map((p) => p.policyNumber);
        // The same quote synced again (a later step, a reload) is still the quote bought.
        expect((await buyer.post('/sync-quote', { ...quote, payload: {} })).status).toBe(200);
        expect(await purchasedOf(buyer)).toEqual({ policyNumber: numbers[0] });
        expect(await purchasedOf(await session())).toBeNull();

        // Start over: another quote in the same session is still to buy.
        const next = { form: {}, payload: {}, progress: {} };
        expect((await buyer.post('/sync-quote', next)).status).toBe(200);
        expect(await purchasedOf(buyer)).toBeNull();
      },
    );

    // Last: it moves the server's clock past the session's end.
    it('the buyer reads it for as long as their session lasts, through the periodic purge; the link ends with the session', async () => {
      const buyer = await session();
      const run = await buy(buyer, frame, exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'));
      expect(run.purchase.status).toBe(201);
      const [policyNumber = ''] = (run.purchase.body as unknown as Bought).policies.map(
        (p) => p.policyNumber,
      );
      const links = async () =>
        (
          await sql<{ n: number }>`select count(*)::int as n from session_policies
            where policy_number = ${policyNumber}`.execute(api.server.database.db)
        ).rows[0]?.n;

      await api.server.purges.purge();
      expect((await confirmationOf(buyer, policyNumber)).status).toBe(200);
      expect(await links()).toBe(1);

      api.advanceClock(api.server.deps.config.sessionTtlSeconds * 1000 + 60_000);
      expect((await api.server.purges.purge()).sessions).toBeGreaterThan(0);
      expect(await links()).toBe(0);
      // The policy itself stays: staff in scope still read it.
      const admin = api.client();
      await signInAs(api.server, admin, 'admin');
      expect((await confirmationOf(admin, policyNumber)).status).toBe(200);

      // The purchase's Idempotency-Key outlives the session, until IDEMPOTENCY_KEY_RETENTION_DAYS (30 by
      // default) after its answer; its attempt, a sales record, stays.
      const kept = async () =>
        (
          await sql<{ keys: number; attempts: number }>`select
              (select count(*)::int from idempotency_keys k where k.group_number = a.group_number) as keys,
              count(*) over ()::int as attempts
            from purchase_attempts a where a.policy_numbers @> ${JSON.stringify([policyNumber])}::jsonb`.execute(
            api.server.database.db,
          )
        ).rows[0];
      expect(await kept()).toEqual({ keys: 1, attempts: 1 });
      api.advanceClock(30 * 86_400_000);
      expect((await api.server.purges.purge()).idempotencyKeys).toBeGreaterThan(0);
      expect(await kept()).toEqual({ keys: 0, attempts: 1 });
    });
  });
};

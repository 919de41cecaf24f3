import { calendarDateAt } from '@tripx/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import type { TestDatabase } from './support/databases';
import { buy, CATEGORY_EXAMPLES, exampleQuote, preparePurchase, type PurchaseRun } from './support/purchase';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';
import { tableCounts } from './support/table-counts';

type Json = Record<string, unknown>;
const BOOKING_TABLES = ['policy_groups', 'policies', 'payments', 'payment_sandbox_charges'];
interface Journal {
  journal: { policyNumber: string; organizationCode: string }[];
}

/**
 * A consumer's sale through a partner's link is the partner's (the mission sells through white-label
 * partner sites): the server reads the organization from the url-ref-code header the purchase app
 * sends (an agency's code, a white label's reference id), believes it only for a partner that sells
 * through consumer links, and records the purchase under it, so that its sales reports count it.
 * A signed-in user's session organization wins over any link; the body never decides.
 */
export const defineReferredSalesSuite = (label: string, openDatabase: () => Promise<TestDatabase>): void => {
  describe(`a consumer's sale through a partner's link on ${label}`, () => {
    let db: TestDatabase;
    let api: InProcessServer;
    let frame: string;
    let admin: ApiClient;
    beforeAll(async () => {
      db = await openDatabase();
      api = await startInProcess(db.env);
      frame = api.server.deps.config.paymentFrameOrigin ?? '';
      admin = api.client();
      await signInAs(api.server, admin, 'admin');
    });
    afterAll(async () => {
      await api?.close();
      await db?.drop();
    });

    /** An anonymous buyer's browser opened by `?refCode=` (its app sends url-ref-code on every call). */
    const byLink = async (refCode: string | undefined): Promise<ApiClient> => {
      const c = api.client();
      if (refCode !== undefined) c.always = { 'url-ref-code': refCode };
      await c.startSession();
      return c;
    };
    const quoteBody = (): Json => exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
    const policiesOf = (run: PurchaseRun): string[] => {
      expect(run.purchase.status, JSON.stringify(run.purchase.body)).toBe(201);
      return (run.purchase.body['policies'] as { policyNumber: string }[]).map((p) => p.policyNumber);
    };
    /** The policies today's sales journal of `organizationCode` (alone) lists, as its staff read it. */
    const soldBy = async (organizationCode: string): Promise<string[]> => {
      const today = calendarDateAt(api.server.deps.now());
      const r = await admin.post<Journal>('/api/distribution/reports', {
        report: 'SalesJournals',
        organizationCode,
        includeChildOrganizations: false,
        from: today,
        to: today,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.journal.map((row) => row.policyNumber);
    };

    /** A signed-in agent of MAPLE-TOR whose browser still sends a link's code. */
    const agentWithLink = async (refCode: string): Promise<ApiClient> => {
      const c = api.client();
      await signInAs(api.server, c, 'agent.own');
      c.always = { 'url-ref-code': refCode };
      return c;
    };

    it('the link decides a consumer’s sale: an agency’s (MAPLE) and a white label’s (NBT2024) are theirs at the quote’s price, an unknown code or none is CM’s; a signed-in agent’s is the session’s', async () => {
      const sales = [
        { buyer: () => byLink('MAPLE'), seller: 'MAPLE', channel: 'b2c' },
        { buyer: () => byLink('NBT2024'), seller: 'NORTHBANK', channel: 'b2c' },
        { buyer: () => byLink('NOPE'), seller: 'CM', channel: 'b2c' },
        { buyer: () => byLink(undefined), seller: 'CM', channel: 'b2c' },
        { buyer: () => agentWithLink('NBT2024'), seller: 'MAPLE-TOR', channel: 'b2b' },
      ] as const;
      const expected: Record<string, string[]> = { MAPLE: [], NORTHBANK: [], CM: [], 'MAPLE-TOR': [] };
      for (const [i, sale] of sales.entries()) {
        const run = await buy(await sale.buyer(), frame, quoteBody(), {
          names: [[`Buyer${'abcde'[i]}`, 'Lee']],
        });
        const bought = policiesOf(run);
        // The purchase re-rated what the quote under the same organization priced (no priceChanged).
        expect(run.purchase.body['totalCents']).toBe(run.quote.body['totalCents']);
        const read = await admin.get<Json>(`/api/policies/${bought[0]}`);
        expect(read.body).toMatchObject({ organizationCode: sale.seller, salesChannel: sale.channel });
        expected[sale.seller]?.push(...bought);
      }
      const ours = new Set(Object.values(expected).flat());
      for (const [organization, policies] of Object.entries(expected))
        expect({
          organization,
          sold: (await soldBy(organization)).filter((n) => ours.has(n)).sort(),
        }).toEqual({ organization, sold: policies.sort() });
    });

    it('a quote a consumer saves through a partner’s link is the partner’s lead; an unknown code or none stays the default organization’s (no code)', async () => {
      const leadBy = async (refCode: string | undefined): Promise<string | null> => {
        const c = await byLink(refCode);
        const payload = quoteBody();
        expect((await c.post('/api/quote', payload)).status).toBe(200);
        await c.post('/sync-quote', {
          form: { province: 'ON' },
          payload,
          progress: { quoteForm: { province: 'ON' } },
        });
        const saved = await c.post<{ id: string }>('/api/policies/lead', {
          email: `lead-${randomUUID()}@example.com`,
          firstName: 'Ann',
          language: 'en',
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(201);
        const row = await api.server.database.db
          .selectFrom('leads')
          .select('organization_code')
          .where('id', '=', saved.body.id)
          .executeTakeFirstOrThrow();
        return row.organization_code;
      };
      expect(await leadBy('MAPLE')).toBe('MAPLE');
      expect(await leadBy('NBT2024')).toBe('NORTHBANK');
      expect(await leadBy('NO-SUCH-CODE')).toBe(null);
      expect(await leadBy(undefined)).toBe(null);
    });

    it('a consumer’s body naming an organization is held to the link’s: 403 organizationMismatch otherwise, nothing written', async () => {
      const body = quoteBody();
      const mismatch = { status: 403, code: 'organizationMismatch' };
      const quoted = async (refCode: string | undefined, organizationCode: string) => {
        const r = await (
          await byLink(refCode)
        ).post<{ error?: { code: string } }>('/api/quote', {
          ...body,
          organizationCode,
        });
        return { status: r.status, code: r.body.error?.code };
      };
      expect(await quoted('MAPLE', 'MAPLE')).toMatchObject({ status: 200 });
      expect(await quoted('MAPLE', 'CM')).toEqual(mismatch);
      expect(await quoted(undefined, 'MAPLE')).toEqual(mismatch);
      expect(await quoted('NOPE', 'MAPLE')).toEqual(mismatch);

      const buyer = await byLink('MAPLE');
      const prepared = await preparePurchase(buyer, frame, body, { names: [['Named', 'Buyer']] });
      const before = await tableCounts(api.server.database, [], BOOKING_TABLES);
      const bought = await buyer.post<{ error: { code: string } }>(
        '/api/policies',
        { ...prepared.body, organizationCode: 'CM' },
        { headers: { 'idempotency-key': randomUUID() } },
      );
      expect([bought.status, bought.body.error.code]).toEqual([403, 'organizationMismatch']);
      expect(await tableCounts(api.server.database, [], BOOKING_TABLES)).toEqual(before);
    });
  });
};

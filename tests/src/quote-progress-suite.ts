import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import type { TestDatabase } from './support/databases';
import { deliveredMails } from './support/mail';
import { CATEGORY_EXAMPLES, exampleQuote } from './support/purchase';
import { startInProcess, type InProcessServer } from './support/servers';

type Json = Record<string, unknown>;
const DAY = 86_400_000;

/**
 * Progress that survives (issue 16 item 2) on one database: the quote in progress written and read
 * back by its session only, "Save my quote" with its signed link, the link reopening the quote in
 * another session at today's price, and links forged or past their 30 days refused.
 */
export const defineQuoteProgressSuite = (label: string, openDatabase: () => Promise<TestDatabase>): void => {
  describe(`the quote in progress on ${label}`, () => {
    let db: TestDatabase;
    let api: InProcessServer;
    beforeAll(async () => {
      db = await openDatabase();
      // The e-mail worker's timer is left 10 minutes apart: the test drains the outbox itself.
      api = await startInProcess({ ...db.env, DELIVERY_INTERVAL_MS: '600000' });
    });
    afterAll(async () => {
      await api?.close();
      await db?.drop();
    });

    const buyer = async (): Promise<ApiClient> => {
      const c = api.client();
      await c.startSession();
      return c;
    };
    // Only the quote's sections are kept: names, contact details and medical answers never reach the server's copy.
    const progress = { quoteForm: { province: 'QC', travellers: [{ age: '44' }] } };
    const sent = {
      ...progress,
      travellersDetails: { forms: [{ firstName: 'Ann', email: 'ann@example.com' }] },
      medQuestionnaire: { answers: { heart: 'yes' } },
    };

    it('keeps the quote in progress (its quote sections only) with the session and reads it back to that session only', async () => {
      const a = await buyer();
      const payload = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
      expect(
        (await a.post('/sync-quote', { form: { province: 'QC' }, payload, progress: sent })).status,
      ).toBe(200);
      const back = await a.get<{ quote: Json | null }>('/sync-quote');
      expect(back.body.quote).toEqual({ form: { province: 'QC' }, payload, progress, email: null });
      expect(back.headers.get('cache-control')).toBe('no-store');
      // Another browser (its own session) and one with none read nothing of it.
      expect((await (await buyer()).get<{ quote: unknown }>('/sync-quote')).body).toEqual({
        quote: null,
        purchased: null,
      });
      expect((await api.client().get<{ quote: unknown }>('/sync-quote')).body).toEqual({
        quote: null,
        purchased: null,
      });
    });

    it('saves the quote with a signed 30-day link e-mailed in the buyer language; the link reopens it elsewhere at today’s price', async () => {
      const a = await buyer();
      const payload = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'fr');
      const priced = await a.post<Json>('/api/quote', payload);
      expect(priced.status).toBe(200);
      await a.post('/sync-quote', { form: { province: 'ON' }, payload, progress: sent });
      const saved = await a.post<{ id: string; expiresAt: string; reopenUrl: string }>('/api/policies/lead', {
        email: 'resume@example.com',
        firstName: 'Ann',
        language: 'fr',
      });
      expect(saved.status).toBe(201);
      expect(Date.parse(saved.body.expiresAt) - api.server.deps.now().getTime()).toBeGreaterThan(29.9 * DAY);
      const link = new URL(saved.body.reopenUrl);
      expect(link.pathname).toBe('/obtenir-une-soumission/reprendre');
      expect(link.searchParams.get('lang')).toBe('fr');
      const token = link.searchParams.get('token') ?? '';
      // The quote in progress is keyed to the e-mail too, once given.
      expect((await a.get<{ quote: { email: string } }>('/sync-quote')).body.quote.email).toBe(
        'resume@example.com',
      );

      const elsewhere = await buyer();
      const resumed = await elsewhere.post<Json>('/api/policies/lead/resume', { token });
      expect(resumed.status).toBe(200);
      expect(resumed.body).toEqual({
        language: 'fr',
        form: { province: 'ON' },
        payload,
        progress,
        savedTotalCents: priced.body['totalCents'],
        totalCents: priced.body['totalCents'],
        priceChanged: false,
      });
      // The reopened quote is now the new session's quote in progress: a reload keeps it.
      expect((await elsewhere.get<{ quote: Json }>('/sync-quote')).body.quote['progress']).toEqual(progress);

      if (db.kind === 'pglite') {
        const mails = await deliveredMails(api.server, db.env['DATA_DIR'] ?? '');
        const mail = mails.find((m) => m.includes('resume@example.com'));
        const unfolded = (mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        expect(unfolded).toContain(`token=${token}`);
        expect(unfolded).toContain('/obtenir-une-soumission/reprendre');
      }
    });

    it('refuses a forged token (404) and, once its 30 days are up, the real one as expired (410)', async () => {
      const a = await buyer();
      await a.post('/sync-quote', { form: {}, payload: {}, progress });
      const saved = await a.post<{ reopenUrl: string }>('/api/policies/lead', {
        email: 'late@example.com',
        language: 'en',
      });
      const token = new URL(saved.body.reopenUrl).searchParams.get('token') ?? '';
      const [claims = '', signature = ''] = token.split('.');
      const forged = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(claims, 'base64url').toString()),
          e: '2999-01-01T00:00:00.000Z',
        }),
      ).toString('base64url');
      const c = await buyer();
      const refused = await c.post<{ error: { code: string } }>('/api/policies/lead/resume', {
        token: `${forged}.${signature}`,
      });
      expect([refused.status, refused.body.error.code]).toEqual([404, 'resumeLinkInvalid']);
      expect((await c.post('/api/policies/lead/resume', { token })).status).toBe(200);
      api.advanceClock(30 * DAY);
      // A new visit (the first session has long expired): the link itself is now refused.
      const expired = await (
        await buyer()
      ).post<{ error: { code: string } }>('/api/policies/lead/resume', { token });
      expect([expired.status, expired.body.error.code]).toEqual([410, 'resumeLinkExpired']);
    });

    it('the periodic purge deletes expired sessions, quotes in progress whose session is over and saved quotes past their link; live ones stay', async () => {
      const tables = api.server.database.db;
      const rows = async () => ({
        forms: (await tables.selectFrom('synced_quote_forms').select('session_hash').execute()).length,
        leads: (await tables.selectFrom('leads').select('id').execute()).map((r) => r.id),
        sessions: (await tables.selectFrom('sessions').select('id_hash').execute()).length,
      });
      // Nothing here keeps an Idempotency-Key or a sign-in audit row: that purge deletes nothing.
      const purge = async () => {
        const { idempotencyKeys, signInAudit, ...report } = await api.server.purges.purge();
        expect({ idempotencyKeys, signInAudit }).toEqual({ idempotencyKeys: 0, signInAudit: 0 });
        return report;
      };
      // What the cases above left is over by now (their sessions expired, their links 30 days old).
      await purge();
      expect(await rows()).toMatchObject({ forms: 0, leads: [] });

      await (await buyer()).post('/sync-quote', { form: {}, payload: {}, progress });
      const saver = await buyer();
      await saver.post('/sync-quote', { form: {}, payload: {}, progress });
      const saved = await saver.post<{ id: string; reopenUrl: string }>('/api/policies/lead', {
        email: 'kept@example.com',
        language: 'en',
      });
      const token = new URL(saved.body.reopenUrl).searchParams.get('token') ?? '';
      expect(await purge()).toEqual({ sessions: 0, forms: 0, leads: 0 });
      const live = await rows();
      expect(live).toMatchObject({ forms: 2, leads: [saved.body.id] });

      // The sessions end: they go and their quotes in progress with them; the saved quote (its own copy) stays and reopens.
      api.advanceClock(api.server.deps.config.sessionTtlSeconds * 1000 + 60_000);
      expect(await purge()).toEqual({ sessions: live.sessions, forms: 2, leads: 0 });
      expect(await rows()).toEqual({ forms: 0, leads: [saved.body.id], sessions: 0 });
      const reopened = await (await buyer()).post<Json>('/api/policies/lead/resume', { token });
      expect([reopened.status, reopened.body['progress']]).toEqual([200, progress]);

      // 30 days on, the saved quote goes too; its link still says it has expired.
      api.advanceClock(30 * DAY);
      expect(await purge()).toEqual({ sessions: 1, forms: 1, leads: 1 });
      expect(await rows()).toEqual({ forms: 0, leads: [], sessions: 0 });
      const expired = await (await buyer()).post('/api/policies/lead/resume', { token });
      expect(expired.status).toBe(410);
    });
  });
};

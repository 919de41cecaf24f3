import { PURCHASE_TABLES, TABLES } from '@tripx/adapters-sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import type { TestDatabase } from './support/databases';
import { buy, CATEGORY_EXAMPLES, exampleQuote, preparePurchase } from './support/purchase';
import { aQuoteBody } from './support/quote-body';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';
import { tableCounts } from './support/table-counts';
import { expectAnswersAsDocumented } from './support/openapi-conformance';

type Json = Record<string, unknown>;
interface ErrorBody {
  error: { code: string; message: string; fields: { path: string; code: string }[] };
}
const FIELD = 'tripInformation.provinceOfResidence';
const REFERRING = '/api/distribution/agent/referring';
/** What a purchase writes when it goes ahead (the e-mail worker's tables left aside). */
const BOOKING_TABLES = ['policy_groups', 'policies', 'payments', 'policy_history', 'payment_sandbox_charges'];

const inProvince = <T extends object>(body: T, provinceOfResidence: string): T => ({
  ...body,
  tripInformation: { ...(body as { tripInformation: object }).tripInformation, provinceOfResidence },
});
const refusal = (code: string) => ({ error: { code, fields: [{ path: FIELD, code }] } });

/**
 * The staff booking flow's server side (issue: an expired or unauthorized licence blocks that agent
 * from selling in that province): quote and purchase by agents, referredBy, the referring agents.
 * Demo licences (seed): agency.admin, agency.lite, agent.agency and agent.own sell in ON and QC;
 * agent.own2 in ON only (QC not authorized, BC in progress, AB expired); agent.own's BC is deleted.
 */
export const defineAgentBookingSuite = (label: string, openDatabase: () => Promise<TestDatabase>) => {
  describe(`agent booking on ${label}`, () => {
    let db: TestDatabase;
    let api: InProcessServer;
    let frame: string;
    const as: Record<string, ApiClient> = {};
    const users = ['admin', 'agency.admin', 'agent.agency', 'agent.own', 'agent.own2', 'agency.viewer'];
    beforeAll(async () => {
      db = await openDatabase();
      api = await startInProcess(db.env);
      frame = api.server.deps.config.paymentFrameOrigin ?? '';
      for (const u of users) {
        as[u] = api.client();
        await signInAs(api.server, as[u], u);
      }
    });
    afterAll(async () => {
      await api?.close();
      await db?.drop();
    });
    const quote = (who: string, province: string) =>
      as[who]!.post<ErrorBody>('/api/quote', inProvince(aQuoteBody(), province));
    /** A purchase body priced by an anonymous session (the agent's own quote may be refused). */
    const prepared = async (province: string) =>
      (
        await preparePurchase(
          api.client(),
          frame,
          inProvince(exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'), province),
          // Not the travellers the agents bought for below: the same ones again would be refused.
          { names: [['Referred', 'Buyer']] },
        )
      ).body;
    const purchase = (who: string, body: Json, key: string) =>
      as[who]!.post<ErrorBody>('/api/policies', body, { headers: { 'idempotency-key': key } });

    it('quote: an agent is refused (403, licence code on the province) where not licensed', async () => {
      for (const [who, province] of [
        ['agency.admin', 'ON'],
        ['agency.admin', 'QC'],
        ['agent.agency', 'QC'],
        ['agent.own', 'ON'],
        ['agent.own2', 'ON'],
      ] as const)
        expect({ who, province, status: (await quote(who, province)).status }).toEqual({
          who,
          province,
          status: 200,
        });
      for (const [who, province, code] of [
        ['agent.own2', 'QC', 'licenceNotAuthorized'],
        ['agent.own2', 'BC', 'licenceNotAuthorized'],
        ['agent.own2', 'AB', 'licenceExpired'],
        ['agent.own2', 'MB', 'licenceMissing'],
        ['agent.own', 'BC', 'licenceMissing'],
      ] as const) {
        const r = await quote(who, province);
        expect({ who, province, status: r.status }).toEqual({ who, province, status: 403 });
        expect(r.body).toMatchObject(refusal(code));
      }
    });

    it('quote: insurer staff and consumers need no licence', async () => {
      const consumer = api.client();
      await consumer.startSession();
      for (const c of [as['admin']!, consumer])
        for (const province of ['AB', 'MB']) {
          const r = await c.post('/api/quote', inProvince(aQuoteBody(), province));
          expect(r.status).toBe(200);
        }
    });

    it('eligibility and recommendation: an unlicensed agent gets the quote’s own 403; licensed agents, staff and consumers are answered', async () => {
      const consumer = api.client();
      await consumer.startSession();
      for (const path of ['/api/eligibility', '/api/recommendation']) {
        for (const [who, province, code] of [
          ['agent.own2', 'QC', 'licenceNotAuthorized'],
          ['agent.own2', 'AB', 'licenceExpired'],
          ['agent.own', 'BC', 'licenceMissing'],
        ] as const) {
          const asked = await as[who]!.post<ErrorBody>(path, inProvince(aQuoteBody(), province));
          const quoted = await quote(who, province);
          expect({ path, who, status: asked.status, body: asked.body }).toEqual({
            path,
            who,
            status: 403,
            body: quoted.body,
          });
          expect(asked.body).toMatchObject(refusal(code));
        }
        for (const [c, province] of [
          [as['agent.own2']!, 'ON'],
          [as['admin']!, 'MB'],
          [consumer, 'MB'],
        ] as const)
          expect({
            path,
            province,
            status: (await c.post(path, inProvince(aQuoteBody(), province))).status,
          }).toEqual({
            path,
            province,
            status: 200,
          });
        // The organization is the session's, as for the quote.
        const elsewhere = await consumer.post<ErrorBody>(path, {
          ...aQuoteBody(),
          organizationCode: 'MAPLE',
        });
        expect([elsewhere.status, elsewhere.body.error.code]).toEqual([403, 'organizationMismatch']);
      }
    });

    it('purchase: an unlicensed agent is refused before any charge; only the refusal is kept under the key', async () => {
      const body = await prepared('QC');
      const every = [...TABLES, ...PURCHASE_TABLES];
      const before = await tableCounts(api.server.database, [], every);
      const key = `unlicensed-${Date.now()}`;
      const r = await purchase('agent.own2', body, key);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject(refusal('licenceNotAuthorized'));
      const after = await tableCounts(api.server.database, [], every);
      expect(after).toEqual({ ...before, idempotency_keys: (before['idempotency_keys'] ?? 0) + 1 });
      const replay = await purchase('agent.own2', body, key);
      expect(replay.status).toBe(403);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(r.body);
    });

    it('purchase: licensed agents buy in ON and QC; insurer staff buy without a licence', async () => {
      for (const [who, province] of [
        ['agency.admin', 'ON'],
        ['agent.agency', 'QC'],
        ['admin', 'AB'],
      ] as const) {
        const run = await buy(
          as[who]!,
          frame,
          inProvince(exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'), province),
        );
        expect({ who, province, status: run.purchase.status }).toEqual({ who, province, status: 201 });
      }
    });

    it('referredBy: an agent of the organization is kept; another is 400 referringAgentUnknown, nothing charged', async () => {
      const body = await prepared('ON');
      const before = await tableCounts(api.server.database, [], BOOKING_TABLES);
      for (const referredBy of ['agent.own', 'nobody', 'admin']) {
        const r = await purchase('agency.admin', { ...body, referredBy }, `ref-${referredBy}-${Date.now()}`);
        expect(r.status).toBe(400);
        expect(r.body.error).toMatchObject({
          code: 'invalidValue',
          fields: [{ path: 'referredBy', code: 'referringAgentUnknown' }],
        });
      }
      expect(await tableCounts(api.server.database, [], BOOKING_TABLES)).toEqual(before);
      const ok = await purchase(
        'agency.admin',
        { ...body, referredBy: 'agency.lite' },
        `ref-ok-${Date.now()}`,
      );
      expect(ok.status).toBe(201);
      const group = await api.server.database.db
        .selectFrom('policy_groups')
        .select('referred_by')
        .where('group_number', '=', String((ok.body as unknown as { purchaseId: string }).purchaseId))
        .executeTakeFirst();
      expect(group?.referred_by).toBe('agency.lite');
    });

    it('CASH (spec 4.5): a consumer is refused 403 cashNotAllowed, nothing written; staff record it, no card charged', async () => {
      const cash = (body: Json): Json => ({
        ...body,
        paxes: (body['paxes'] as Json[]).map((p) => ({ ...p, payment: { method: 'CASH', type: 'CHARGE' } })),
      });
      const quoteBody = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
      const names = { names: [['Cash', 'Buyer'] as [string, string]] };
      const before = await tableCounts(api.server.database, [], BOOKING_TABLES);
      const shopper = api.client();
      const online = cash((await preparePurchase(shopper, frame, quoteBody, names)).body);
      const refused = await shopper.post<ErrorBody>('/api/policies', online, {
        headers: { 'idempotency-key': `cash-online-${Date.now()}` },
      });
      expect([refused.status, refused.body.error.code]).toEqual([403, 'cashNotAllowed']);
      expect(refused.body.error.fields).toContainEqual({
        path: 'paxes.0.payment.method',
        code: 'cashNotAllowed',
      });
      expect(await tableCounts(api.server.database, [], BOOKING_TABLES)).toEqual(before);
      const staffBody = cash((await preparePurchase(as['admin']!, frame, quoteBody, names)).body);
      const ok = await purchase('admin', staffBody, `cash-staff-${Date.now()}`);
      expect(ok.status).toBe(201);
      const policyNumber = (ok.body as unknown as { policies: { policyNumber: string }[] }).policies[0]!
        .policyNumber;
      const policy = await as['admin']!.get<{
        paxes: { payments: { method: string; type: string; cardLast4: string | null }[] }[];
      }>(`/api/policies/${policyNumber}`);
      expect(policy.body.paxes[0]!.payments.map((p) => [p.type, p.method, p.cardLast4])).toEqual([
        ['CHARGE', 'CASH', null],
      ]);
      const after = await tableCounts(api.server.database, [], BOOKING_TABLES);
      expect(after['payment_sandbox_charges']).toBe(before['payment_sandbox_charges']);
    });

    it('GET referring: the agents of the current organization, not INACTIVE, by last then first name', async () => {
      type Agent = { profileCode: string; firstName: string; lastName: string };
      const maple = await as['agency.admin']!.get<Agent[]>(REFERRING);
      expect(maple.status).toBe(200);
      expect(maple.body).toEqual([
        { profileCode: 'user.admin', firstName: 'Nadia', lastName: 'Côté' },
        { profileCode: 'agency.viewer', firstName: 'Jordan', lastName: 'Lee' },
        { profileCode: 'agency.lite', firstName: 'Chris', lastName: 'Roy' },
        { profileCode: 'agency.admin', firstName: 'Dana', lastName: 'Whitfield' },
      ]);
      expect((await as['agent.agency']!.get<Agent[]>(REFERRING)).body.map((a) => a.profileCode)).toEqual([
        'agent.agency',
      ]);
      // Insurer staff in their own organization (CM, no agents) get none.
      expect((await as['admin']!.get<Agent[]>(REFERRING)).body).toEqual([]);
      await api.server.database.db
        .updateTable('users')
        .set({ status: 'INACTIVE' })
        .where('profile_code', '=', 'agency.viewer')
        .execute();
      const after = await as['agency.admin']!.get<Agent[]>(REFERRING);
      expect(after.body.map((a) => a.profileCode)).toEqual(['user.admin', 'agency.lite', 'agency.admin']);
      const named = await purchase(
        'agency.admin',
        { ...(await prepared('ON')), referredBy: 'agency.viewer' },
        `ref-inactive-${Date.now()}`,
      );
      expect(named.body.error.fields).toEqual([{ path: 'referredBy', code: 'referringAgentUnknown' }]);
      // Active again for the cases below: an inactive user is signed out as soon as their session reads
      // the user again (on PostgreSQL its cache keeps a user one second), which the 403 below is not about.
      await api.server.database.db
        .updateTable('users')
        .set({ status: 'ACTIVE' })
        .where('profile_code', '=', 'agency.viewer')
        .execute();
    });

    it('GET referring needs the booking claims (403) and a signed-in user (401)', async () => {
      expect((await as['agency.viewer']!.get(REFERRING)).status).toBe(403);
      const anonymous = api.client();
      await anonymous.startSession();
      expect((await anonymous.get(REFERRING)).status).toBe(401);
    });

    it('answered every call as its OpenAPI document says', () => expectAnswersAsDocumented(api, label));
  });
};

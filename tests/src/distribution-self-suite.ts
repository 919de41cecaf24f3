import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import type { TestDatabase } from './support/databases';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';
import { expectAnswersAsDocumented } from './support/openapi-conformance';

const D = '/api/distribution';
interface Org {
  code: string;
  default?: boolean;
}
interface Found {
  total: number;
  agents: { profileCode: string; profileRef: string }[];
}

/** findByOrgCode, org, profile and users-internal (spec 2.4, 7.5): each call and its claims. */
export const defineDistributionSelfSuite = (label: string, openDatabase: () => Promise<TestDatabase>) => {
  describe(`distribution self calls on ${label}`, () => {
    let db: TestDatabase;
    let api: InProcessServer;
    const as: Record<string, ApiClient> = {};
    beforeAll(async () => {
      db = await openDatabase();
      api = await startInProcess(db.env);
      for (const u of ['admin', 'staff.viewer', 'agency.admin', 'agent.own', 'agency.viewer']) {
        as[u] = api.client();
        await signInAs(api.server, as[u], u);
      }
    });
    afterAll(async () => {
      await api?.close();
      await db?.drop();
    });

    it('findByOrgCode: an organization the caller may see; others and unknown codes 404; claim needed', async () => {
      const own = await as['agency.admin']!.get<Org>(`${D}/agent/findByOrgCode?code=MAPLE-TOR`);
      expect(own.status).toBe(200);
      expect(own.body.code).toBe('MAPLE-TOR');
      expect((await as['agency.admin']!.get(`${D}/agent/findByOrgCode?code=NORTHBANK`)).status).toBe(404);
      expect((await as['admin']!.get<Org>(`${D}/agent/findByOrgCode?code=NORTHBANK`)).body.code).toBe(
        'NORTHBANK',
      );
      expect((await as['admin']!.get(`${D}/agent/findByOrgCode?code=NOPE`)).status).toBe(404);
      expect((await as['admin']!.get(`${D}/agent/findByOrgCode`)).status).toBe(400);
      expect((await as['agency.viewer']!.get(`${D}/agent/findByOrgCode?code=MAPLE`)).status).toBe(403);
      expect((await api.client().get(`${D}/agent/findByOrgCode?code=CM`)).status).toBe(401);
    });

    it('org: the caller’s organizations, default first', async () => {
      const r = await as['admin']!.get<Org[]>(`${D}/agent/org`);
      expect(r.status).toBe(200);
      expect(r.body.map((o) => o.code)).toEqual(['CM', 'MAPLE', 'NORTHBANK']);
      expect(r.body.map((o) => o.default)).toEqual([true, false, false]);
      const agency = await as['agency.admin']!.get<Org[]>(`${D}/agent/org`);
      expect(agency.body.map((o) => o.code)).toEqual(['MAPLE']);
      expect((await as['agent.own']!.get(`${D}/agent/org`)).status).toBe(403);
      expect((await api.client().get(`${D}/agent/org`)).status).toBe(401);
    });

    it('profile: the caller’s own profile', async () => {
      const r = await as['agency.admin']!.get<{ profileCode: string; licenses: { isDeleted: boolean }[] }>(
        `${D}/agent/profile`,
      );
      expect(r.status).toBe(200);
      expect(r.body.profileCode).toBe('agency.admin');
      expect((await as['agent.own']!.get(`${D}/agent/profile`)).status).toBe(403);
      expect(r.body.licenses.every((l) => !l.isDeleted)).toBe(true);
      expect((await api.client().get(`${D}/agent/profile`)).status).toBe(401);
    });

    it('users-internal: LAN_ID users only, filtered and paged, for staff only', async () => {
      const all = await as['staff.viewer']!.get<Found>(`${D}/users-internal/search`);
      expect(all.status).toBe(200);
      expect(all.body.agents.map((a) => a.profileCode).sort()).toEqual(['admin', 'staff.viewer']);
      expect(all.body.total).toBe(2);
      const page = await as['admin']!.get<Found>(
        `${D}/users-internal/search?limit=1&offset=1&sortField=firstName`,
      );
      expect(page.body.agents).toHaveLength(1);
      expect(page.body.total).toBe(2);
      const named = await as['admin']!.get<Found>(`${D}/users-internal/search?firstName=sam`);
      expect(named.body.agents.map((a) => a.profileCode)).toEqual(['staff.viewer']);
      // The agent search keeps to external users.
      const agents = await as['admin']!.get<Found>(`${D}/agent/search?limit=100`);
      expect(agents.body.agents.some((a) => a.profileCode === 'admin')).toBe(false);
      expect((await as['agency.admin']!.get(`${D}/users-internal/search`)).status).toBe(403);
      expect((await as['agent.own']!.get(`${D}/users-internal/search`)).status).toBe(403);
    });

    it('answered every call as its OpenAPI document says', () => expectAnswersAsDocumented(api, label));
  });
};

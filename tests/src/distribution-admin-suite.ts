import { SqlDistributionReadRepository } from '@tripx/adapters-sql';
import { assertAgentMayBook } from '@tripx/application';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { deactivate, signedInNewAgent } from './support/agents';
import type { TestDatabase } from './support/databases';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';
import { expectAnswersAsDocumented } from './support/openapi-conformance';

interface ErrorBody {
  error: { code: string; fields: { path: string; code: string }[] };
}
interface Licence {
  id: string;
  name: string;
  status: string;
  licensedProvince: string;
  licenseNumber: string;
  expiryDate: string | null;
  profileRef?: string;
}
const D = '/api/distribution';
const WIDE = { from: '2000-01-01', to: '2100-01-01' };

const xlsxRows = async (body: unknown): Promise<string[][]> => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(body as ArrayBuffer) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: string[][] = [];
  ws?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
};

/** Issue 9 (server side): agents, licences and export, agencies, reports, content, links. */
export const defineDistributionAdminSuite = (label: string, openDatabase: () => Promise<TestDatabase>) => {
  describe(`distribution administration on ${label}`, () => {
    let db: TestDatabase;
    let api: InProcessServer;
    const as: Record<string, ApiClient> = {};
    const download = async (c: ApiClient, path: string, body: unknown) => {
      const res = await fetch(api.baseUrl + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `tripx.sid=${c.cookie ?? ''}`,
          'x-csrf-token': c.csrfToken ?? '',
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, type: res.headers.get('content-type'), body: await res.arrayBuffer() };
    };
    beforeAll(async () => {
      db = await openDatabase();
      api = await startInProcess(db.env);
      for (const u of ['admin', 'user.admin', 'agency.admin', 'agent.own', 'agency.lite']) {
        as[u] = api.client();
        await signInAs(api.server, as[u], u);
      }
    });
    afterAll(async () => {
      await api?.close();
      await db?.drop();
    });

    const agent = {
      profileCode: '  new.agent@example.com ',
      role: 'Consultant_Own',
      firstName: '  Léa ',
      lastName: ' Martin  ',
      language: 'fr',
      email: 'new.agent@example.com',
      province: 'ON',
      status: 'ACTIVE',
      organizations: [{ organizationCode: 'MAPLE-TOR', default: true }],
      licenses: ['ON', { licensedProvince: 'QC' }],
    };
    let profileRef = '';

    it('createProfile: NEW, CA, trimmed names, licences by province; refusals by claim, scope, payload', async () => {
      const r = await as['user.admin']!.post<{ profileRef: string }>(`${D}/agent/createProfile`, agent);
      expect(r.status).toBe(201);
      profileRef = r.body.profileRef;
      const p = await as['user.admin']!.get<{
        status: string;
        country: string;
        firstName: string;
        lastName: string;
        profileCode: string;
        licenses: Licence[];
      }>(`${D}/agent/getProfileByRef?profileRef=${profileRef}`);
      expect(p.body).toMatchObject({
        status: 'NEW',
        country: 'CA',
        firstName: 'Léa',
        lastName: 'Martin',
        profileCode: 'new.agent@example.com',
      });
      expect(p.body.licenses.map((l) => [l.licensedProvince, l.status])).toEqual([
        ['ON', 'IN_PROGRESS'],
        ['QC', 'IN_PROGRESS'],
      ]);
      const again = await as['user.admin']!.post<ErrorBody>(`${D}/agent/createProfile`, agent);
      expect([again.status, again.body.error.code]).toEqual([409, 'conflict']);
      const outside = await as['user.admin']!.post(`${D}/agent/createProfile`, {
        ...agent,
        profileCode: 'x@example.com',
        organizations: [{ organizationCode: 'NORTHBANK', default: true }],
      });
      expect(outside.status).toBe(403);
      const staffRole = await as['user.admin']!.post<ErrorBody>(`${D}/agent/createProfile`, {
        ...agent,
        profileCode: 'y@example.com',
        role: 'Staff_Admin',
      });
      expect(staffRole.status).toBe(400);
      expect(staffRole.body.error.fields.map((f) => f.code)).toContain('agentRoleNotOffered');
      const noClaim = await as['agent.own']!.post(`${D}/agent/createProfile`, agent);
      expect(noClaim.status).toBe(403);
    });

    it('updateProfile: empty fields change nothing, others are saved; unknown profile 404', async () => {
      const r = await as['agency.admin']!.request(
        'PUT',
        `${D}/agent/updateProfile?profileRef=${profileRef}`,
        {
          body: { firstName: '', lastName: ' Martin-Roy ', city: null, status: 'ACTIVE' },
        },
      );
      expect(r.status).toBe(200);
      const p = await as['agency.admin']!.get<{ firstName: string; lastName: string; status: string }>(
        `${D}/agent/getProfileByRef?profileRef=${profileRef}`,
      );
      expect([p.body.firstName, p.body.lastName, p.body.status]).toEqual(['Léa', 'Martin-Roy', 'ACTIVE']);
      const missing = await as['agency.admin']!.request('PUT', `${D}/agent/updateProfile?profileRef=nobody`, {
        body: { lastName: 'X' },
      });
      expect(missing.status).toBe(404);
      const lite = await as['agency.lite']!.request(
        'PUT',
        `${D}/agent/updateProfile?profileRef=${profileRef}`,
        {
          body: { lastName: 'X' },
        },
      );
      expect(lite.status).toBe(403);
    });

    it('agentlist: the organization’s users as user records of spec 3; out of scope, nobody', async () => {
      const r = await as['agency.admin']!.get<Record<string, unknown>[]>(
        `${D}/agent/agentlist?organizationCode=MAPLE-TOR`,
      );
      expect(r.status).toBe(200);
      const lea = r.body.find((u) => u['profileRef'] === profileRef);
      expect(lea).toEqual({
        organizationCode: 'MAPLE-TOR',
        agentId: profileRef,
        firstName: 'Léa',
        lastName: 'Martin-Roy',
        emailAddress: 'new.agent@example.com',
        role: 'Consultant_Own',
        preferredLang: 'fr',
        provinceLicense: ['ON', 'QC'],
        status: 'ACTIVE',
        agencyCode: 'MAPLE-TOR',
        profileCode: 'new.agent@example.com',
        profileRef,
        employmentType: null,
      });
      expect(r.body.every((u) => u['organizationCode'] === 'MAPLE-TOR')).toBe(true);
      const outside = await as['agency.admin']!.get<unknown[]>(
        `${D}/agent/agentlist?organizationCode=NORTHBANK`,
      );
      expect([outside.status, outside.body]).toEqual([200, []]);
      const noClaim = await as['agent.own']!.get(`${D}/agent/agentlist?organizationCode=MAPLE-TOR`);
      expect(noClaim.status).toBe(403);
    });

    let agentLicence: Licence;
    it('agent and agency licences: create, view and edit at {path}/{id}/license/{licenseId}', async () => {
      const license = {
        name: 'Léa Martin',
        status: 'AUTHORIZED',
        licensedProvince: 'on',
        licenseNumber: 'ON-7781',
        expiryDate: '2099-12-31',
      };
      // Only the insurer authorizes: the agency files the licence, insurer staff authorize it.
      const selfAuthorized = await as['agency.admin']!.post<ErrorBody>(`${D}/agent/license`, {
        profileRef,
        license,
      });
      expect([selfAuthorized.status, selfAuthorized.body.error.code]).toEqual([
        403,
        'licenceAuthorizationStaffOnly',
      ]);
      const filed = { ...license, status: 'IN_PROGRESS' };
      const created = await as['agency.admin']!.post<Licence>(`${D}/agent/license`, {
        profileRef,
        license: filed,
      });
      expect(created.status).toBe(201);
      const path = `${D}/agent/${profileRef}/license/${created.body.id}`;
      const authorized = await as['admin']!.request('PUT', path, { body: { license } });
      expect(authorized.status).toBe(200);
      agentLicence = authorized.body as Licence;
      expect(agentLicence).toMatchObject({ licensedProvince: 'ON', profileRef, status: 'AUTHORIZED' });
      const dup = await as['agency.admin']!.post(`${D}/agent/license`, { profileRef, license: filed });
      expect(dup.status).toBe(409);
      const bad = await as['agency.admin']!.post<ErrorBody>(`${D}/agent/license`, {
        profileRef,
        license: { ...license, licensedProvince: 'ZZ', status: 'MAYBE', expiryDate: '2099-02-30' },
      });
      expect(bad.body.error.fields.map((f) => f.code).sort()).toEqual([
        'licenceExpiryInvalid',
        'licenceProvinceInvalid',
        'licenceStatusInvalid',
      ]);
      expect((await as['agency.lite']!.get<Licence>(path)).body.licenseNumber).toBe('ON-7781');
      expect(
        (await as['agency.admin']!.get(`${D}/agent/prf-agent-own/license/${agentLicence.id}`)).status,
      ).toBe(404);
      // Editing what the authorization does not cover keeps it.
      const put = await as['agency.admin']!.request('PUT', path, {
        body: { license: { ...license, screeningStatus: 'CLEARED' } },
      });
      expect(put.status).toBe(200);
      expect((put.body as Licence & { screeningStatus: string }).screeningStatus).toBe('CLEARED');
      expect((await as['agency.lite']!.request('PUT', path, { body: license })).status).toBe(403);

      const agency = await as['agency.admin']!.post<Licence>(`${D}/agency/license`, {
        organizationCode: 'MAPLE-TOR',
        license: { ...filed, name: 'Maple Toronto', licenseNumber: 'AG-1' },
      });
      expect(agency.status).toBe(201);
      expect(agency.body.profileRef).toBeUndefined();
      const agencyPath = `${D}/agency/MAPLE-TOR/license/${agency.body.id}`;
      expect((await as['agency.admin']!.get<Licence>(agencyPath)).body.name).toBe('Maple Toronto');
      const edited = await as['agency.admin']!.request('PUT', agencyPath, {
        body: { ...license, name: 'Maple Toronto', licenseNumber: 'AG-1', status: 'RENEWAL_PENDING' },
      });
      expect((edited.body as Licence).status).toBe('RENEWAL_PENDING');
      const northbank = await as['agency.admin']!.post(`${D}/agency/license`, {
        organizationCode: 'NORTHBANK',
        license: { ...license, licenseNumber: 'AG-2' },
      });
      expect(northbank.status).toBe(404);
    });

    it('assertAgentMayBook: an authorized licence allows its province; missing, expired or not authorized refuse', async () => {
      const read = new SqlDistributionReadRepository(api.server.database.db);
      const today = '2026-06-01' as never;
      expect((await assertAgentMayBook(read, { profileRef, province: 'ON', today })).ok).toBe(true);
      const qc = await assertAgentMayBook(read, { profileRef, province: 'QC', today });
      expect(qc.ok ? '' : qc.errors[0]?.code).toBe('licenceNotAuthorized');
      const bc = await assertAgentMayBook(read, { profileRef, province: 'BC', today });
      expect(bc.ok ? '' : bc.errors[0]?.code).toBe('licenceMissing');
      const late = await assertAgentMayBook(read, {
        profileRef,
        province: 'ON',
        today: '2100-01-01' as never,
      });
      expect(late.ok ? '' : late.errors[0]?.code).toBe('licenceExpired');
    });

    it('licence export: the XLSX opens with exceljs, French headers, the same rows as the search', async () => {
      const filter = { licensedProvince: 'ON' };
      const search: Licence[] = [];
      for (let offset = 0; ; offset += 2) {
        const page = await as['admin']!.post<{ total: number; licenses: Licence[] }>(
          `${D}/licenses/search?offset=${offset}&limit=2&sortField=licenseNumber`,
          filter,
        );
        search.push(...page.body.licenses);
        if (search.length >= page.body.total) break;
      }
      expect(search.length).toBeGreaterThan(1);
      const file = await download(
        as['admin']!,
        `${D}/licenses/export?lang=fr&sortField=licenseNumber`,
        filter,
      );
      expect(file.status).toBe(200);
      expect(file.type).toContain('spreadsheetml');
      const rows = await xlsxRows(file.body);
      expect(rows[0]).toEqual([
        'Nom',
        'Titulaire du permis',
        'Province',
        'Numéro de permis',
        'Statut',
        'Statut de vérification',
        'Date d’expiration',
        'Organisation',
      ]);
      expect(rows.slice(1).map((r) => r[3])).toEqual(search.map((l) => l.licenseNumber));
      expect(rows.slice(1).every((r) => r[2] === 'ON')).toBe(true);
      const csv = await download(as['admin']!, `${D}/licenses/export?format=csv&lang=en`, filter);
      expect(new TextDecoder().decode(csv.body)).toContain('Licence number');
      expect((await as['agent.own']!.post(`${D}/licenses/export`, filter)).status).toBe(403);
    });

    it('reports: the agency with its children totals the policies sold; JSON, CSV and XLSX', async () => {
      const body = {
        report: 'SalesActivity',
        organizationCode: 'MAPLE',
        includeChildOrganizations: true,
        ...WIDE,
      };
      const r = await as['agency.admin']!.post<{
        totals: { policies: number; travellers: number; premiumCents: number };
        activity: { group: string; premiumCents: number }[];
      }>(`${D}/reports`, body);
      expect(r.status).toBe(200);
      // Seeded demo sales under MAPLE: two in MAPLE-TOR, a family of two in MAPLE-MTL, priced by the catalogue.
      let sold = 0;
      for (const n of ['TX10000011', 'TX10000021', 'TX10000031']) {
        const policy = await as['admin']!.get<{ paxes: { premiumTotal: number }[] }>(`/api/policies/${n}`);
        sold += policy.body.paxes.reduce((s, p) => s + p.premiumTotal, 0);
      }
      expect(sold).toBeGreaterThan(0);
      expect(r.body.totals).toEqual({ policies: 3, travellers: 4, premiumCents: sold });
      expect(r.body.activity.reduce((s, a) => s + a.premiumCents, 0)).toBe(sold);
      expect(new Set(r.body.activity.map((a) => a.group))).toEqual(new Set(['MAPLE-MTL', 'MAPLE-TOR']));
      const alone = await as['agency.admin']!.post<{ totals: { policies: number } }>(`${D}/reports`, {
        ...body,
        includeChildOrganizations: false,
      });
      expect(alone.body.totals.policies).toBe(0);
      const journal = await download(as['agency.admin']!, `${D}/reports/export?format=csv`, {
        ...body,
        report: 'SalesJournals',
        level: 'division',
        lang: 'fr',
      });
      const lines = new TextDecoder().decode(journal.body).trim().split('\r\n');
      expect(lines[0]).toContain('Numéro de police');
      expect(lines).toHaveLength(5);
      const xlsx = await download(as['agency.admin']!, `${D}/reports/export`, body);
      expect((await xlsxRows(xlsx.body)).length).toBeGreaterThan(1);
      expect(
        (await as['agency.admin']!.post(`${D}/reports`, { ...body, organizationCode: 'NORTHBANK' })).status,
      ).toBe(404);
      expect((await as['agent.own']!.post(`${D}/reports`, body)).status).toBe(403);
    });

    it('agency details with contacts and category display; out of scope 404', async () => {
      const r = await as['agency.admin']!.get<{ code: string; display: { showsLogo: boolean } }>(
        `${D}/agency/MAPLE`,
      );
      expect(r.body).toMatchObject({ code: 'MAPLE', display: { showsLogo: true } });
      expect((await as['agency.admin']!.get(`${D}/agency/NORTHBANK`)).status).toBe(404);
    });

    it('maintenance: content saved sanitized in EN and FR and served by the content call at once', async () => {
      const put = await as['admin']!.request('PUT', `${D}/maintenance/MAPLE-TOR/content`, {
        body: {
          en: { banner: '<p onclick="x()">Summer <b>sale</b><script>alert(1)</script></p>' },
          fr: { banner: '<p>Soldes <a href="javascript:alert(1)">d’été</a></p>' },
        },
      });
      expect(put.status).toBe(200);
      const visitor = api.client();
      await visitor.startSession();
      const en = await visitor.post<{ contract: { content: Record<string, string> } }>(`${D}/content`, {
        organizationCode: 'MAPLE-TOR',
        lang: 'en',
      });
      expect(en.body.contract.content['banner']).toBe('<p>Summer <b>sale</b></p>');
      const fr = await visitor.post<{ contract: { content: Record<string, string> } }>(`${D}/content`, {
        organizationCode: 'MAPLE-TOR',
        lang: 'fr',
      });
      expect(fr.body.contract.content['banner']).toBe('<p>Soldes <a>d’été</a></p>');
      const unknown = await as['admin']!.request('PUT', `${D}/maintenance/MAPLE-TOR/content`, {
        body: { en: { script: 'x' } },
      });
      expect(unknown.status).toBe(400);
      expect(
        (await as['agency.admin']!.request('PUT', `${D}/maintenance/MAPLE-TOR/content`, { body: {} })).status,
      ).toBe(403);
    });

    it('external links: only allowed domains are saved and listed', async () => {
      const bad = await as['admin']!.request<ErrorBody>('PUT', `${D}/links/resources`, {
        body: { labelEn: 'Evil', labelFr: 'Méchant', url: 'https://manulife.ca.evil.com/x' },
      });
      expect(bad.body.error.fields.map((f) => f.code)).toEqual(['linkDomainNotAllowed']);
      const ok = await as['admin']!.request<{ id: string }>('PUT', `${D}/links/resources`, {
        body: {
          labelEn: 'Travel advice',
          labelFr: 'Conseils aux voyageurs',
          url: 'https://travel.gc.ca/advice',
        },
      });
      expect(ok.status).toBe(200);
      const list = await as['agent.own']!.get<{ url: string }[]>(`${D}/links/resources`);
      expect(list.body.map((l) => l.url)).toEqual(['https://travel.gc.ca/advice']);
      expect((await as['admin']!.get<string[]>(`${D}/links-allowed-domains`)).body).toContain('canada.ca');
      expect((await as['agency.admin']!.request('DELETE', `${D}/links/resources/${ok.body.id}`)).status).toBe(
        403,
      );
      expect((await as['admin']!.request('DELETE', `${D}/links/resources/${ok.body.id}`)).status).toBe(200);
    });

    it('a deactivated user is signed out at once (no cached session outlives it)', async () => {
      const { profileRef, agent } = await signedInNewAgent(as['agency.admin']!, api, 'deactivated.agent');
      expect((await agent.get<{ user: { userRef: string } }>('/api/auth/user')).body.user.userRef).toBe(
        profileRef,
      );
      expect((await deactivate(as['agency.admin']!, profileRef)).status).toBe(200);
      expect((await agent.get<{ user: null }>('/api/auth/user')).body.user).toBeNull();
      expect((await agent.get('/api/policies/TX10000011')).status).toBe(401);
    });

    it('answered every call as its OpenAPI document says', () => expectAnswersAsDocumented(api, label));
  });
};

import { DEMO_PARTNER_KEY } from '@tripx/adapters-sql';
import { parsePartnerSecret } from '@tripx/domain';
import { Effect } from 'effect';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import type { TestDatabase } from './support/databases';
import { expectAnswersAsDocumented } from './support/openapi-conformance';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';

interface Key {
  id: string;
  organizationCode: string;
  name: string;
  scopes: string[];
  environment: string;
  revokedAt: string | null;
}
interface Created {
  key: Key;
  secret: string;
}
interface ErrorBody {
  error: { code: string; fields: { path: string; code: string }[] };
}

const K = '/api/partner-keys';
const form = {
  organizationCode: 'MAPLE',
  name: 'Booking system',
  scopes: ['quote', 'bind'],
  environment: 'live',
};

/** Issue 21, item 1 (server side): insurer staff manage partner keys; the server authenticates with them. */
export const definePartnerKeysSuite = (label: string, openDatabase: () => Promise<TestDatabase>) => {
  describe(`partner keys on ${label}`, () => {
    let db: TestDatabase;
    let api: InProcessServer;
    const as: Record<string, ApiClient> = {};
    /** The secret's verdict by the server's own authentication (the `/partner/v1` plugin calls it). */
    const verdict = (secret: string) =>
      Effect.runPromise(
        Effect.match(api.server.deps.partner.authenticate.execute(secret), {
          onSuccess: (caller) => caller.keyId,
          onFailure: (e) => e.code,
        }),
      );
    beforeAll(async () => {
      db = await openDatabase();
      api = await startInProcess(db.env);
      for (const u of ['admin', 'staff.viewer', 'agency.admin']) {
        as[u] = api.client();
        await signInAs(api.server, as[u], u);
      }
    });
    afterAll(async () => {
      await api?.close();
      await db?.drop();
    });

    it('creates a key whose secret is answered once, uncached, and stored only as its digest', async () => {
      const r = await as['admin']!.post<Created>(K, form);
      expect(r.status).toBe(201);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.body.key).toMatchObject({
        organizationCode: 'MAPLE',
        scopes: ['quote', 'bind'],
        revokedAt: null,
      });
      expect(parsePartnerSecret(r.body.secret)).toEqual({ environment: 'live', keyId: r.body.key.id });
      expect(await verdict(r.body.secret)).toBe(r.body.key.id);
      const stored = await sql`select * from partner_keys`.execute(api.server.database.db);
      expect(stored.rows).not.toHaveLength(0);
      expect(JSON.stringify(stored.rows)).not.toContain(r.body.secret);
      const listed = await as['admin']!.get<{ keys: Key[] }>(`${K}?organizationCode=MAPLE`);
      expect(listed.status).toBe(200);
      expect(listed.body.keys.map((k) => k.id)).toEqual(
        expect.arrayContaining([r.body.key.id, DEMO_PARTNER_KEY.id]),
      );
      expect(JSON.stringify(listed.body)).not.toMatch(/secret|tpx_/i);
    });

    it('seeds the demo key of the README: a MAPLE test key that authenticates', async () => {
      expect(await verdict(DEMO_PARTNER_KEY.secret)).toBe(DEMO_PARTNER_KEY.id);
      const listed = await as['admin']!.get<{ keys: Key[] }>(`${K}?organizationCode=MAPLE`);
      expect(listed.body.keys.find((k) => k.id === DEMO_PARTNER_KEY.id)).toMatchObject({
        environment: 'test',
        scopes: ['quote', 'bind', 'policies:read', 'policies:cancel'],
      });
    });

    it('refuses a bad form (400 with its fields) and an unknown organization (404)', async () => {
      const bad = await as['admin']!.post<ErrorBody>(K, { ...form, name: ' ', scopes: ['policies:cancel'] });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual([
        { path: 'name', code: 'required' },
        { path: 'scopes', code: 'partnerScopeNeedsRead' },
      ]);
      const unknownScope = await as['admin']!.post<ErrorBody>(K, { ...form, scopes: ['admin'] });
      expect(unknownScope.status).toBe(400);
      const nowhere = await as['admin']!.post<ErrorBody>(K, { ...form, organizationCode: 'NOWHERE' });
      expect(nowhere.status).toBe(404);
      expect((await as['admin']!.get(`${K}?organizationCode=NOWHERE`)).status).toBe(200);
    });

    it('rotates: a new secret now, the old one revoked at once; a revoked key rotates no more', async () => {
      const first = (await as['admin']!.post<Created>(K, form)).body;
      const rotated = await as['admin']!.post<Created>(`${K}/${first.key.id}/rotate`, {});
      expect(rotated.status).toBe(201);
      expect(rotated.headers.get('cache-control')).toBe('no-store');
      expect(rotated.body.key).toMatchObject({ name: form.name, scopes: form.scopes, revokedAt: null });
      expect(await verdict(rotated.body.secret)).toBe(rotated.body.key.id);
      expect(await verdict(first.secret)).toBe('partnerKeyRevoked');
      const again = await as['admin']!.post<ErrorBody>(`${K}/${first.key.id}/rotate`, {});
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('partnerKeyAlreadyRevoked');
    });

    it('revokes for good (again: the same answer); an unknown key is 404', async () => {
      const { key, secret } = (await as['admin']!.post<Created>(K, form)).body;
      const revoked = await as['admin']!.request<Key>('DELETE', `${K}/${key.id}`);
      expect(revoked.status).toBe(200);
      expect(revoked.body.revokedAt).toEqual(expect.any(String));
      expect((await as['admin']!.request<Key>('DELETE', `${K}/${key.id}`)).body).toEqual(revoked.body);
      expect(await verdict(secret)).toBe('partnerKeyRevoked');
      expect((await as['admin']!.request('DELETE', `${K}/nosuchkey0000000`)).status).toBe(404);
    });

    it("is insurer administrators' only: staff viewers and agency administrators get 403, and change nothing", async () => {
      const { key, secret } = (await as['admin']!.post<Created>(K, form)).body;
      for (const who of ['staff.viewer', 'agency.admin']) {
        const c = as[who]!;
        expect((await c.get(`${K}?organizationCode=MAPLE`)).status).toBe(403);
        expect((await c.post(K, form)).status).toBe(403);
        expect((await c.post(`${K}/${key.id}/rotate`, {})).status).toBe(403);
        expect((await c.request('DELETE', `${K}/${key.id}`)).status).toBe(403);
      }
      expect(await verdict(secret)).toBe(key.id);
    });

    it('answered every call as its OpenAPI document says', () => expectAnswersAsDocumented(api, label));
  });
};

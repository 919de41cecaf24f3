import { ROLE_DATA_SCOPE, type UserRole } from '@tripx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { pgliteDatabase, type TestDatabase } from './support/databases';
import { guardedRoutes } from './support/routes';
import {
  freshLink,
  freshPartnerKey,
  relationOf,
  seedScopeMatrix,
  type Actor,
  type Org,
  type OrgTargets,
} from './support/scope-fixture';
import { MATRIX_ROUTES, type Target } from './support/scope-routes';
import { signInAsRef, startInProcess, type InProcessServer } from './support/servers';

/** Every target of the fixture, placed relative to one actor's home organization. */
const targetsFor = (
  orgs: readonly Org[],
  all: readonly OrgTargets[],
  home: string,
  forms: ReadonlyMap<string, Target['form']>,
): Target[] =>
  all.flatMap(({ org, users, agencyLicences, agentLicences, policies, webhooks }) => {
    const base = { relation: relationOf(orgs, home, org.code), org: org.code };
    return [
      { ...base, kind: 'organization' as const, id: org.code, orgName: org.name },
      ...users.map((id) => ({ ...base, kind: 'user' as const, id, staffUser: base.relation === 'insurer' })),
      ...agencyLicences.map((id) => ({ ...base, kind: 'agencyLicence' as const, id, owner: org.code })),
      ...agentLicences.map(([owner, id]) => ({ ...base, kind: 'agentLicence' as const, id, owner })),
      ...policies.map(([id, soldBy]) => ({
        ...base,
        kind: 'policy' as const,
        id,
        soldBy,
        form: forms.get(id),
      })),
      { ...base, kind: 'link' as const, id: 'link' },
      { ...base, kind: 'partnerKey' as const, id: 'key' },
      // The delivery before its endpoint, which a request may delete.
      { ...base, kind: 'webhookDelivery' as const, id: webhooks.delivery },
      { ...base, kind: 'webhookEndpoint' as const, id: webhooks.endpoint },
    ];
  });

/**
 * Must the answer be a refusal? Insurer staff reach everything; a partner never a parent, a
 * sibling, the insurer or its staff (wherever they belong); an own-policies role only what it sold.
 */
const outside = (a: Actor, t: Target): boolean => {
  if (ROLE_DATA_SCOPE[a.role as UserRole] === 'ALL') return false;
  if (t.relation !== 'own' && t.relation !== 'child') return true;
  if (t.staffUser) return true;
  return ROLE_DATA_SCOPE[a.role as UserRole] === 'OWN' && t.kind === 'policy' && t.soldBy !== a.profileRef;
};

describe('scope matrix: every role × every route naming a target × (own, child, parent, sibling, insurer)', () => {
  let db: TestDatabase;
  let api: InProcessServer;
  beforeAll(async () => {
    db = pgliteDatabase();
    api = await startInProcess(db.env);
  });
  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });

  it('no partner reaches data outside its own organizations and those below them', async () => {
    const s = api.server;
    const registered = new Set(s.routes.map((r) => `${r.method} ${r.url}`));
    for (const r of MATRIX_ROUTES) expect(registered, r.route).toContain(r.route);
    // A guarded route with a target in its path must be in the matrix (a new one cannot slip by).
    const covered = new Set(MATRIX_ROUTES.map((r) => r.route));
    const named = guardedRoutes(s.routes).filter((r) =>
      /:(?!section\b)/.test(r.url.replace(/:section$/, '')),
    );
    for (const r of named) expect(covered, `${r.method} ${r.url}`).toContain(`${r.method} ${r.url}`);

    const { orgs, targets, actors } = await seedScopeMatrix(s);
    const staff = api.client();
    await signInAsRef(s, staff, 'prf-matrix-Staff_Admin');
    const forms = new Map<string, Target['form']>();
    for (const [policy] of targets.flatMap((t) => t.policies))
      forms.set(policy, (await staff.get<Target['form']>(`/api/policies/${policy}/endorsement`)).body);
    let requests = 0;
    const leaks: string[] = [];
    const pastScope = new Set<string>();
    for (const actor of actors) {
      const client: ApiClient = api.client();
      await signInAsRef(s, client, actor.profileRef);
      for (const target of targetsFor(orgs, targets, actor.home, forms))
        for (const route of MATRIX_ROUTES.filter((r) => r.kind === target.kind)) {
          requests += 1;
          // A link may be removed, a key revoked, by the request: each one gets its own.
          const t =
            target.kind === 'link'
              ? { ...target, id: await freshLink(s, `lnk-${requests}`, target.org) }
              : target.kind === 'partnerKey'
                ? { ...target, id: await freshPartnerKey(s, `key-${requests}`, target.org) }
                : target;
          const req = route.request(t, { home: actor.home, n: requests });
          const res = await client.request<{ error?: { code?: string } }>(
            req.method,
            req.path,
            req.body === undefined ? {} : { body: req.body },
          );
          const refused =
            [401, 403].includes(res.status) || (res.status === 404 && res.body?.error?.code === 'notFound');
          if (!refused) pastScope.add(route.route);
          const acted = res.status < 300 || res.status === 409;
          if (outside(actor, t) && (route.shows ? res.status < 300 && route.shows(res.body, t) : acted))
            leaks.push(
              `${actor.role}@${actor.home} ${route.route} ${t.kind}:${t.id} (${t.relation}) → ${res.status}`,
            );
        }
    }
    console.log(`scope matrix: requests ${requests}, leaks ${leaks.length}`);
    // Every route got past the scope check for someone allowed: its refusals elsewhere are the scope's.
    expect(MATRIX_ROUTES.map((r) => r.route).filter((r) => !pastScope.has(r))).toEqual([]);
    expect(leaks).toEqual([]);
  }, 120_000);
});

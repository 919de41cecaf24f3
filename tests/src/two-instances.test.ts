import { describeOnPostgres } from '@tripx/testing/postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postgresDatabase, type TestDatabase } from './support/databases';
import { deactivate, signedInNewAgent } from './support/agents';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';

const LIMIT = 3;

const suite = () => {
  let db: TestDatabase;
  let a: InProcessServer;
  let b: InProcessServer;
  beforeAll(async () => {
    db = await postgresDatabase();
    // Both start at once on an empty schema: one migrates and seeds, the other waits and skips.
    // A small sensitive-call limit, to show that both instances count against the same one.
    const env = { ...db.env, SENSITIVE_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    [a, b] = await Promise.all([startInProcess(env), startInProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await db?.drop();
  });

  it('seeds once when two instances start together', async () => {
    expect([a.server.seed.demoSeeded, b.server.seed.demoSeeded].sort()).toEqual([false, true]);
    const users = await a.server.database.db.selectFrom('users').select('profile_code').execute();
    expect(users).toHaveLength(9);
  });

  it('a session made on one instance is valid on the other, CSRF token included', async () => {
    const onA = a.client();
    await signInAs(a.server, onA, 'agent.own');
    const onB = b.client();
    onB.cookie = onA.cookie;
    onB.csrfToken = onA.csrfToken;
    const me = await onB.get<{ user: { userRef: string } }>('/api/auth/user');
    expect(me.body.user.userRef).toBe('prf-agent-own');
    expect((await onB.get('/api/policies/TX10000011')).status).toBe(200);
    expect((await onB.post('/sync-quote', { form: { step: 2 }, payload: {} })).status).toBe(200);
    expect((await onB.post('/api/auth/logout', {})).status).toBe(200);
    const after = await onA.get<{ user: null }>('/api/auth/user');
    expect(after.body.user).toBeNull();
  });

  it('the rate limit of sensitive calls is counted once for both instances', async () => {
    const signInStart = (server: InProcessServer) =>
      fetch(`${server.baseUrl}/login?lang=en`, { redirect: 'manual' });
    const statuses = [];
    for (const server of [a, b, a, b]) statuses.push((await signInStart(server)).status);
    expect(statuses).toEqual([302, 302, 302, 429]);
    expect((await signInStart(a)).status).toBe(429);
  });

  it('deactivating a user on one instance ends their sessions on the other at once', async () => {
    const admin = a.client();
    await signInAs(a.server, admin, 'agency.admin');
    const { profileRef, agent } = await signedInNewAgent(admin, b, 'leaving.agent');
    expect((await agent.get<{ user: { userRef: string } }>('/api/auth/user')).body.user.userRef).toBe(
      profileRef,
    );
    expect((await deactivate(admin, profileRef)).status).toBe(200);
    expect((await agent.get<{ user: null }>('/api/auth/user')).body.user).toBeNull();
    expect((await agent.get('/api/policies/TX10000011')).status).toBe(401);
  });
};
await describeOnPostgres('two server instances on one PostgreSQL', suite);

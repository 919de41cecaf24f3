import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { SqlSessionRepository } from '../repositories/sql-session.repository';
import { seededDatabase } from '../test-support/seeded-database';
import { SqlSignInRepository } from './sql-sign-in.repository';

let database: Database;
let repo: SqlSignInRepository;
let sessions: SqlSessionRepository;
const now = new Date();
const login = {
  state: 's1',
  realm: 'staff',
  codeVerifier: 'v',
  nonce: 'n',
  returnTo: '/admin/',
  language: 'fr',
};

beforeAll(async () => {
  ({ database } = await seededDatabase());
  repo = new SqlSignInRepository(database.db);
  sessions = new SqlSessionRepository(database.db);
});
afterAll(() => database?.close());

describe('sign-in repository', () => {
  it('a pending login is read once, and only by the session that started it', async () => {
    const a = await sessions.start({ now, ttlSeconds: 600, organizationCode: null, language: 'fr' });
    const b = await sessions.start({ now, ttlSeconds: 600, organizationCode: null, language: 'en' });
    await repo.savePendingLogin(a.token, login, new Date(now.getTime() + 60_000));
    expect(await repo.takePendingLogin(b.token, 's1', now)).toBeUndefined();
    expect(await repo.takePendingLogin(a.token, 's1', now)).toEqual(login);
    expect(await repo.takePendingLogin(a.token, 's1', now)).toBeUndefined();
  });
  it('an expired pending login is refused and swept', async () => {
    const a = await sessions.start({ now, ttlSeconds: 600, organizationCode: null, language: 'en' });
    await repo.savePendingLogin(a.token, { ...login, state: 's2' }, new Date(now.getTime() - 1000));
    await repo.purgeExpired(now);
    expect(await repo.takePendingLogin(a.token, 's2', now)).toBeUndefined();
  });
  it('provider records: upsert, consume, find by uid, revoke by grant', async () => {
    await repo.upsert('AuthorizationCode', 'c1', { grantId: 'g1', uid: 'u1', accountId: 'prf-admin' }, 60);
    expect(await repo.findByUid('AuthorizationCode', 'u1')).toMatchObject({ accountId: 'prf-admin' });
    await repo.consume('AuthorizationCode', 'c1');
    expect((await repo.find('AuthorizationCode', 'c1'))?.['consumed']).toEqual(expect.any(Number));
    await repo.revokeByGrantId('g1');
    expect(await repo.find('AuthorizationCode', 'c1')).toBeUndefined();
  });
  it('a value kept once stays the first one written', async () => {
    expect(await repo.keepOnce('test.key', () => 'first')).toBe('first');
    expect(await repo.keepOnce('test.key', () => 'second')).toBe('first');
  });
  it('accounts by code or reference, with their user type', async () => {
    expect(await repo.accountByCode('agent.own')).toMatchObject({
      profileRef: 'prf-agent-own',
      userType: 'CIAM_ID',
    });
    expect(await repo.accountByRef('prf-admin')).toMatchObject({ profileCode: 'admin', userType: 'LAN_ID' });
    expect(await repo.accountByCode('nobody')).toBeUndefined();
  });
});

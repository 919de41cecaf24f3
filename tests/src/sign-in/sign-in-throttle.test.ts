import type { CounterTables } from '@tripx/adapters-sql';
import type { RunningServer } from '@tripx/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInServer, startSignIn, submitCredentials } from './sign-in-flow';

let server: RunningServer;

beforeAll(async () => {
  server = await signInServer();
});
afterAll(() => server?.close());

/** One attempt on the built-in page, from `address`, through the whole redirect chain. */
const attempt = async (
  address: string,
  username: string,
  password: string,
  path = '/login?lang=en',
  lang = 'en',
) => {
  const started = await startSignIn(server, path, address);
  return (await submitCredentials(started.jar, started.interactionUrl, username, password, lang)).posted;
};
const audit = (account: string) =>
  server.database.db
    .withTables<CounterTables>()
    .selectFrom('sign_in_audit')
    .select(['outcome', 'address', 'realm', 'retry_after_seconds'])
    .where('account', '=', account)
    .orderBy('id')
    .execute();

describe('the built-in sign-in page throttles password guessing', () => {
  it('per account: five wrong passwords, then even the right one waits, from any address; audited', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(`198.51.100.${i}`, 'staff.viewer', 'guess', '/login')).statusCode).toBe(401);
    const refused = await attempt('192.0.2.50', 'staff.viewer', 'demo', '/login');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('Too many failed sign-in attempts');
    expect(refused.body).toContain('Try again in 1 min.');
    const rows = await audit('staff.viewer');
    expect(rows.map((r) => r.outcome)).toEqual(['failed', 'failed', 'failed', 'failed', 'failed', 'refused']);
    expect(rows.at(-1)).toMatchObject({ address: '192.0.2.50', realm: 'staff' });
    expect(rows.at(-1)?.retry_after_seconds).toBeGreaterThan(0);
  });
  it('per address: five failures on any names, then nobody signs in from there, in French too', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await attempt('203.0.113.7', `nobody.${i}`, 'guess', '/ciam')).statusCode).toBe(401);
    const refused = await attempt('203.0.113.7', 'agent.own', 'demo', '/ciam?lang=fr', 'fr');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Réessayez dans 1\u00a0min.');
    expect(refused.body).toContain('<html lang="fr">');
    expect((await attempt('203.0.113.8', 'agent.own', 'demo', '/ciam')).statusCode).toBe(303);
  });
  it('a success forgets the account’s failures', async () => {
    for (let i = 0; i < 4; i += 1) await attempt(`198.51.100.${20 + i}`, 'agency.lite', 'guess', '/ciam');
    expect((await attempt('198.51.100.30', 'agency.lite', 'demo', '/ciam')).statusCode).toBe(303);
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(`198.51.100.${40 + i}`, 'agency.lite', 'guess', '/ciam')).statusCode).toBe(401);
  });
});

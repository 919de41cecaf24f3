import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import {
  aPartnerKeyManager,
  countingSecrets,
  InMemoryPartnerKeys,
  memoryCounter,
} from '@tripx/application/test-support';
import {
  AuthenticatePartnerUseCase,
  CreatePartnerKeyUseCase,
  PartnerKeyIssuer,
  RecordPartnerKeyUseUseCase,
  RevokePartnerKeyUseCase,
  type HitCounter,
  type PartnerKeyUse,
  type PartnerTransactions,
} from '@tripx/application';
import type { PartnerScope } from '@tripx/domain';
import { Effect } from 'effect';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { HttpDeps } from '../http-deps';
import { partnerAuth, requireScope } from './partner-auth';
import { registerSessionHooks } from './session-hooks';
import { sharedRateLimitStore } from './shared-rate-limit-store';

/** The key store, telling the test when the n-th use has been written (no waiting on a clock). */
class WatchedKeys extends InMemoryPartnerKeys {
  #waiting: { n: number; done: () => void }[] = [];

  override async recordUse(use: PartnerKeyUse): Promise<void> {
    await super.recordUse(use);
    for (const w of this.#waiting.filter((w) => this.used.length >= w.n)) w.done();
  }

  usesRecorded(n: number): Promise<readonly PartnerKeyUse[]> {
    return new Promise((resolve) => {
      const done = () => resolve(this.used);
      if (this.used.length >= n) done();
      else this.#waiting.push({ n, done });
    });
  }
}

const NOW = new Date('2026-11-27T15:00:00.000Z');

/** The real use cases over keys in memory, and a server with one scope of partner routes. */
const serve = async (perMinute = 100, shared?: HitCounter) => {
  const keys = new WatchedKeys();
  const tx: PartnerTransactions = { stores: { keys }, transact: (work) => work({ keys }) };
  const secrets = countingSecrets();
  const partner = {
    createKey: new CreatePartnerKeyUseCase(tx, new PartnerKeyIssuer(secrets, () => NOW)),
    revokeKey: new RevokePartnerKeyUseCase(tx, () => NOW),
    authenticate: new AuthenticatePartnerUseCase(tx, secrets),
    recordUse: new RecordPartnerKeyUseUseCase(tx),
  };
  const newKey = async (scopes: PartnerScope[], organizationCode = 'MAPLE') =>
    Effect.runPromise(
      partner.createKey.execute(aPartnerKeyManager(), organizationCode, {
        name: 'Key',
        scopes,
        environment: 'test',
      }),
    );

  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { store: sharedRateLimitStore(shared, () => NOW) } : {}),
  });
  // The session hooks every route goes through: an unsafe method needs a CSRF token, unless the route says not.
  registerSessionHooks(app, {
    config: { production: false },
    read: { sessions: { find: async () => undefined } },
    now: () => NOW,
  } as unknown as HttpDeps);
  await app.register(async (scope) => {
    await scope.register(partnerAuth, {
      deps: { partner, now: () => NOW, config: { partnerRateLimitPerMinute: perMinute } },
    });
    scope.get(
      '/partner/v1/policies/:number',
      { preHandler: requireScope('policies:read') },
      async (request) => ({
        organizationCode: request.partnerCaller.organizationCode,
      }),
    );
    scope.post('/partner/v1/quotes', { preHandler: requireScope('quote') }, async (request) => ({
      keyId: request.partnerCaller.keyId,
    }));
  });
  app.get('/elsewhere', async () => ({ open: true }));
  await app.ready();
  return { app, keys, partner, newKey };
};

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe('partner authentication (plugins/partner-auth.ts)', () => {
  it('answers a missing, malformed or wrong key with a 401 problem, naming no key', async () => {
    const { app, newKey } = await serve();
    const { secret } = await newKey(['policies:read']);
    const wrong = `${secret.slice(0, -3)}xyz`;
    const cases: [Record<string, string>, string][] = [
      [{}, 'partnerKeyMissing'],
      [{ authorization: `Basic ${secret}` }, 'partnerKeyUnknown'],
      [{ authorization: 'Bearer' }, 'partnerKeyUnknown'],
      [bearer('tpx_test_short'), 'partnerKeyUnknown'],
      [bearer(wrong), 'partnerKeyUnknown'],
    ];
    for (const [headers, code] of cases) {
      const r = await app.inject({ url: '/partner/v1/policies/TX1', headers });
      expect(r.statusCode).toBe(401);
      expect(r.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(r.headers['www-authenticate']).toMatch(/^Bearer realm="partner"/);
      expect(r.json()).toMatchObject({ status: 401, code, type: `/partner/docs#${code}`, fields: [] });
    }
    expect((await app.inject('/elsewhere')).statusCode).toBe(200);
  });

  it('lets a good key through as its caller, and refuses a revoked one', async () => {
    const { app, partner, newKey } = await serve();
    const { key, secret } = await newKey(['policies:read'], 'NORTHBANK');
    const ok = await app.inject({ url: '/partner/v1/policies/TX1', headers: bearer(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ organizationCode: 'NORTHBANK' });
    await Effect.runPromise(partner.revokeKey.execute(aPartnerKeyManager(), key.id));
    const revoked = await app.inject({ url: '/partner/v1/policies/TX1', headers: bearer(secret) });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 'partnerKeyRevoked' });
  });

  it("answers 403 problem to a key without the route's scope; a POST needs no CSRF token", async () => {
    const { app, newKey } = await serve();
    const reader = await newKey(['policies:read']);
    const quoter = await newKey(['quote']);
    const refused = await app.inject({
      method: 'POST',
      url: '/partner/v1/quotes',
      headers: bearer(reader.secret),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, code: 'partnerScopeMissing' });
    const quoted = await app.inject({
      method: 'POST',
      url: '/partner/v1/quotes',
      headers: bearer(quoter.secret),
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toEqual({ keyId: quoter.key.id });
  });

  it('limits each key on its own: 429 problem with Retry-After past the allowance', async () => {
    const { app, newKey } = await serve(2);
    const busy = await newKey(['policies:read']);
    const other = await newKey(['policies:read']);
    const call = (secret: string) => app.inject({ url: '/partner/v1/policies/TX1', headers: bearer(secret) });
    expect((await call(busy.secret)).statusCode).toBe(200);
    expect((await call(busy.secret)).statusCode).toBe(200);
    const limited = await call(busy.secret);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toMatchObject({ status: 429, code: 'tooManyRequests' });
    expect((await call(other.secret)).statusCode).toBe(200);
  });

  it('counts each key under its own name where every instance counts (PostgreSQL)', async () => {
    const counter = memoryCounter();
    const { app, newKey } = await serve(1, counter);
    const { key, secret } = await newKey(['policies:read']);
    const call = () => app.inject({ url: '/partner/v1/policies/TX1', headers: bearer(secret) });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
    expect((await counter.peek(`rate:partner-key:${key.id}`, NOW))?.count).toBe(2);
  });

  it('logs each call of a known key with its route pattern and status, after the response', async () => {
    const { app, keys, newKey } = await serve();
    const reader = await newKey(['policies:read']);
    await app.inject({ url: '/partner/v1/policies/TX1', headers: bearer(reader.secret) });
    await app.inject({ method: 'POST', url: '/partner/v1/quotes', headers: bearer(reader.secret) });
    await app.inject({ url: '/partner/v1/policies/TX1' });
    const uses = await keys.usesRecorded(2);
    expect(uses.map(({ method, route, status }) => [method, route, status])).toEqual([
      ['GET', '/partner/v1/policies/:number', 200],
      ['POST', '/partner/v1/quotes', 403],
    ]);
    expect(uses.every((u) => u.keyId === reader.key.id && u.at === NOW.toISOString())).toBe(true);
    expect(keys.keys.get(reader.key.id)?.lastUsedAt).toBe(NOW.toISOString());
  });
});

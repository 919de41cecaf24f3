import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcess, type InProcessServer } from './support/servers';

const LIMIT = 2;
/** A rate-limited call (spec 7.1 sign-in start) as seen from `address` through a proxy header. */
const signInStart = (server: InProcessServer, forwardedFor: string) =>
  server.server.app.inject({
    method: 'GET',
    url: '/login?lang=en',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('client address behind proxies (TRUST_PROXY)', () => {
  let direct: InProcessServer;
  let proxied: InProcessServer;
  beforeAll(async () => {
    const env = {
      DATA_DIR: 'memory://',
      SENSITIVE_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      PAYMENT_FRAME_PORT: '0',
    };
    [direct, proxied] = await Promise.all([
      startInProcess(env),
      startInProcess({ ...env, TRUST_PROXY: '127.0.0.1' }),
    ]);
  });
  afterAll(() => Promise.all([direct?.close(), proxied?.close()]));

  it('by default X-Forwarded-For is ignored: a new header per call does not escape the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1)
      statuses.push((await signInStart(direct, `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([302, 302, 429]);
  });
  it('behind a trusted proxy each forwarded client has its own count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1)
      statuses.push((await signInStart(proxied, `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([302, 302, 302]);
    for (let i = 0; i < LIMIT; i += 1) await signInStart(proxied, '198.51.100.7');
    expect((await signInStart(proxied, '198.51.100.7')).statusCode).toBe(429);
  });
});

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase, type TestDatabase } from './support/databases';
import { startInProcess, type InProcessServer } from './support/servers';

/**
 * Sends `head`, then `drip` every 50 ms for as long as the server keeps the connection open, and
 * resolves with whatever the server answered once it closes it (never, if it let the trickle go on:
 * the test's own timeout then fails it).
 */
const trickle = (baseUrl: string, head: string, drip: string): Promise<string> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(baseUrl);
    const socket = connect(Number(port), hostname);
    let answer = '';
    const timer = setInterval(() => socket.writable && socket.write(drip), 50);
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
    socket.write(head);
  });

describe('limits at the edge (PGlite)', () => {
  let db: TestDatabase;
  let api: InProcessServer;
  beforeAll(async () => {
    db = pgliteDatabase();
    api = await startInProcess({
      ...db.env,
      HEADERS_TIMEOUT_MS: '300',
      REQUEST_TIMEOUT_MS: '600',
      API_RATE_LIMIT_PER_MINUTE: '20',
      LEADS_PER_RECIPIENT_PER_HOUR: '2',
    });
  });
  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });

  it('cuts off a body sent too slowly with 408 requestTimeout and closes the connection', async () => {
    const c = api.client();
    const csrf = await c.startSession();
    const head =
      'POST /sync-quote HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Cookie: ${c.cookieName}=${c.cookie}\r\nX-CSRF-Token: ${csrf}\r\n` +
      'Content-Length: 100000\r\n\r\n{"form":"';
    const answer = await trickle(api.baseUrl, head, 'a');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"requestTimeout"');
  }, 20_000);

  it('cuts off headers sent too slowly the same way', async () => {
    const answer = await trickle(
      api.baseUrl,
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\n',
      'x-slow: 1\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);

  it('lets the pages frame the card frame’s configured origin and nothing else', async () => {
    const csp = (await api.client().get('/readyz')).headers.get('content-security-policy') ?? '';
    expect(/frame-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' ${api.server.deps.config.paymentFrameOrigin}`);
  });

  it('refuses an anonymous GraphQL query of 180 aliases before running it, and rate-limits GraphQL per address', async () => {
    const c = api.client();
    await c.startSession();
    const aliases = Array.from({ length: 180 }, (_, i) => `a${i}: travelLocations { iata }`).join(' ');
    const refused = await c.post<{ error: { code: string }; errors: { message: string }[] }>('/graphql', {
      query: `{ ${aliases} }`,
    });
    expect([refused.status, refused.body.error.code]).toEqual([400, 'badRequest']);
    expect(refused.body.errors[0]?.message).toMatch(/alias/i);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await c.post('/graphql', { query: '{ plans(lang: en) }' })).status);
    // 20 a minute: the refused query above counted as one.
    expect(statuses).toEqual([...Array<number>(19).fill(200), ...Array<number>(6).fill(429)]);
  });

  it('sends a recipient at most LEADS_PER_RECIPIENT_PER_HOUR lead e-mails, whatever the case of the address', async () => {
    const c = api.client();
    await c.startSession();
    const lead = (email: string) =>
      c.post<{ error?: { fields: unknown[] } }>('/api/policies/lead', { email, language: 'en' });
    const statuses = [];
    for (const email of ['ann@example.com', 'ANN@example.com ', 'ann@example.com'])
      statuses.push((await lead(email)).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await lead('Ann@Example.com')).body.error?.fields).toEqual([
      { path: 'body.email', code: 'tooManyRequests' },
    ]);
    expect((await lead('bob@example.com')).status).toBe(201);
  });
});

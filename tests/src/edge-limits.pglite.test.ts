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
    api = await startInProcess({ ...db.env, HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600' });
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
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSandbox } from '../test-support/sandbox';
import { buildPaymentFrameApp, startPaymentFrameServer } from './frame-server';

const FRAME = 'http://localhost:8081';
const PARENT = 'http://localhost:8080';

const setUp = async () => {
  const sandbox = aSandbox();
  let calls = 0;
  const provider = {
    tokenize: (input: Parameters<typeof sandbox.provider.tokenize>[0]) => {
      calls += 1;
      return sandbox.provider.tokenize(input);
    },
  };
  const app = await buildPaymentFrameApp({ frameOrigin: FRAME, parentOrigin: PARENT, provider, log: false });
  return { app, sandbox, calls: () => calls };
};

const tokenize = (
  app: Awaited<ReturnType<typeof setUp>>['app'],
  body: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/tokenize',
    headers: {
      origin: FRAME,
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('card frame server', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp();
  });
  afterAll(() => ctx.app.close());

  it('serves the page with a CSP that only the parent origin may frame, and no inline code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/?lang=fr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
        "form-action 'none'; base-uri 'none'; frame-ancestors http://localhost:8080",
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const html = res.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<label for="number">Numéro de la carte</label>');
    expect(html).toContain('<label for="expiry">Date d’expiration</label>');
    expect(html).toContain('<meta name="tripx-parent-origin" content="http://localhost:8080">');
    // Every script is either external or a JSON data block; no style attribute, no event handler attribute.
    for (const tag of html.match(/<script[^>]*>/g) ?? [])
      expect(tag).toMatch(/ src="\/card-frame\.js\?v=|type="application\/json"/);
    expect(html).not.toMatch(/ style=| on[a-z]+=/);
  });

  it('serves English by default, with the labels of spec 2.8', async () => {
    const html = (await ctx.app.inject({ method: 'GET', url: '/' })).body;
    expect(html).toContain('<html lang="en">');
    for (const label of ['Card number', 'Expiry date', 'Security code (CVD)']) expect(html).toContain(label);
  });

  it('serves the script and the stylesheet with their types', async () => {
    const js = await ctx.app.inject({ method: 'GET', url: '/card-frame.js' });
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toContain('tripx-card-frame');
    expect(js.body.length).toBeLessThan(40_000);
    const css = await ctx.app.inject({ method: 'GET', url: '/card-frame.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('tokenizes a good card for each brand and answers only token, brand, last four and expiry', async () => {
    for (const [number, cvd, brand] of [
      ['4242 4242 4242 4242', '123', 'visa'],
      ['5555555555554444', '123', 'mastercard'],
      ['378282246310005', '1234', 'american-express'],
    ]) {
      const res = await tokenize(ctx.app, { number, expiry: '12/34', cvd });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['brand', 'dataKey', 'expiry', 'last4', 'tokenExpiresAt']);
      expect(body).toMatchObject({ brand, last4: number!.slice(-4), expiry: '12/34' });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.body).not.toContain(number!.replace(/ /g, ''));
    }
  });

  it('refuses bad cards with the field codes', async () => {
    const bad = await tokenize(ctx.app, { number: '4242424242424241', expiry: '01/20', cvd: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('cardEntryInvalid');
    expect(bad.json().error.fields).toEqual([
      { path: 'number', code: 'mon_943' },
      { path: 'expiry', code: 'cardExpired' },
    ]);
    const discover = await tokenize(ctx.app, { number: '6011111111111117', expiry: '12/34', cvd: '123' });
    expect(discover.json().error.fields).toEqual([{ path: 'number', code: 'mon_943' }]);
  });

  it('refuses malformed bodies without echoing them', async () => {
    expect((await tokenize(ctx.app, { number: '4242424242424242' })).json().error.code).toBe(
      'invalidPaymentRequest',
    );
    const broken = await tokenize(ctx.app, '{"number":"4242424242424242", oops');
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain('4242424242424242');
    const huge = await tokenize(ctx.app, { number: '4'.repeat(2000), expiry: '12/34', cvd: '123' });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses a tokenize request whose Origin is not the frame origin, before tokenizing', async () => {
    const before = ctx.calls();
    const body = { number: '4242424242424242', expiry: '12/34', cvd: '123' };
    const refused: Record<string, string>[] = [
      { origin: PARENT },
      { origin: 'https://evil.example' },
      { origin: '' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const res = await tokenize(ctx.app, body, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('tokenizeRefused');
    }
    const noOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/tokenize',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(ctx.calls()).toBe(before);
  });

  it('throttles card numbers per client address: past the limit a 429, and the provider is not asked', async () => {
    const sandbox = aSandbox();
    const app = await buildPaymentFrameApp({
      frameOrigin: FRAME,
      parentOrigin: PARENT,
      provider: sandbox.provider,
      log: false,
      tokenizePerMinute: 2,
    });
    const card = { number: '4242424242424242', expiry: '12/34', cvd: '123' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await tokenize(app, card)).statusCode);
    const refused = await tokenize(app, card);
    expect([...statuses, refused.statusCode]).toEqual([201, 201, 429, 429]);
    expect(refused.json()).toEqual({
      error: { code: 'tooManyRequests', message: 'tooManyRequests', fields: [] },
    });
    await app.close();
  });

  it('answers unknown paths with 404', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/policies' })).statusCode).toBe(404);
  });
});

describe('startPaymentFrameServer', () => {
  it('listens on its own port and serves the frame and /tokenize over real HTTP', async () => {
    const { provider } = aSandbox();
    const server = await startPaymentFrameServer({
      port: 0,
      host: '127.0.0.1',
      parentOrigin: PARENT,
      provider,
      log: false,
    });
    try {
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:8080');
      const res = await fetch(`${server.url}/tokenize`, {
        method: 'POST',
        headers: { origin: server.frameOrigin, 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4242424242424242', expiry: '12/34', cvd: '123' }),
      });
      expect(res.status).toBe(201);
      expect(((await res.json()) as { last4: string }).last4).toBe('4242');
    } finally {
      await server.close();
    }
  });
  it('on port 0 without an origin of its own: the parent’s host on the port it listens on', async () => {
    const { provider } = aSandbox();
    const server = await startPaymentFrameServer({
      port: 0,
      host: '127.0.0.1',
      parentOrigin: 'http://127.0.0.1:8080',
      provider,
      log: false,
    });
    try {
      expect(server.frameOrigin).toBe(server.url);
      expect(server.frameOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.frameOrigin).not.toBe('http://127.0.0.1:0');
    } finally {
      await server.close();
    }
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAppRoutes, staffSignInProvider } from './admin-app.routes';
import { webAppRoutes } from './web-app.routes';

const COMPRESS = fileURLToPath(new URL('../../../scripts/compress-assets.mjs', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';
const JS = `export const greeting = ${JSON.stringify('bonjour '.repeat(500))};\n`;

// Two builds as the apps' builds leave them: assets, then the side files of scripts/compress-assets.mjs.
let root: string;
let app: FastifyInstance;
beforeAll(async () => {
  root = mkdtempSync(`${tmpdir()}/tripx-assets-`);
  for (const build of ['web', 'admin']) {
    mkdirSync(`${root}/${build}/assets`, { recursive: true });
    writeFileSync(`${root}/${build}/assets/index-abc123.js`, JS);
    writeFileSync(`${root}/${build}/assets/logo-abc123.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(
      `${root}/${build}/index.html`,
      '<meta name="tripx-card-frame-origin" content="" /><meta name="tripx-staff-sign-in" content="" />' +
        '<meta name="tripx-idle-reminder-seconds" content="" />',
    );
    const r = spawnSync(process.execPath, [COMPRESS, `${root}/${build}/assets`], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
  }
  app = Fastify();
  webAppRoutes(app, { frameOrigin: undefined, idleReminderSeconds: 30 }, `${root}/web/`);
  adminAppRoutes(
    app,
    { frameOrigin: undefined, staffSignIn: 'entra', idleReminderSeconds: 45 },
    `${root}/admin/`,
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe.each([
  ['the purchase app', '/assets/index-abc123.js'],
  ['the staff app', '/admin/assets/index-abc123.js'],
])('%s: a built JavaScript file by Accept-Encoding', (_app, url) => {
  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
    ['*', 'br', brotliDecompressSync],
  ])('accept-encoding %s: sent as %s, the same bytes once decoded', async (accept, coding, decode) => {
    const res = await get(url, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.rawPayload.length).toBeLessThan(JS.length);
    expect(decode(res.rawPayload).toString('utf8')).toBe(JS);
  });

  it.each([[undefined], ['identity'], ['br;q=0, gzip;q=0']])(
    'accept-encoding %s: the file itself, no content-encoding',
    async (accept) => {
      const res = await get(url, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body).toBe(JS);
    },
  );
});

describe('assets the builds do not compress, and missing ones', () => {
  it('sends an image as it is, with the same cache header and no vary', async () => {
    const res = await get('/assets/logo-abc123.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toBe(readFileSync(`${root}/web/assets/logo-abc123.svg`, 'utf8'));
  });

  it('answers 404 without the year-long cache header for a file the build does not have', async () => {
    for (const url of ['/assets/missing-abc123.js', '/admin/assets/missing-abc123.js']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });
});

describe('the staff app’s address', () => {
  it('sends the bare /admin to /admin/ (where its router reads addresses), the query kept', async () => {
    expect((await get('/admin?lang=fr&page=2')).headers['location']).toBe('/admin/?lang=fr&page=2');
    expect((await get('/admin')).headers['location']).toBe('/admin/');
    const index = await get('/admin/?lang=fr');
    expect([index.statusCode, index.headers['location']]).toEqual([200, undefined]);
  });
  it('tells the page who signs staff in: the built-in provider, Entra ID, or the issuer’s host', async () => {
    expect((await get('/admin/policy')).body).toContain(
      '<meta name="tripx-staff-sign-in" content="entra" />',
    );
    expect(staffSignInProvider(undefined)).toBe('demo');
    expect(staffSignInProvider('https://login.microsoftonline.com/tenant-id/v2.0')).toBe('entra');
    expect(staffSignInProvider('https://contoso.ciamlogin.com/tenant-id/v2.0')).toBe('entra');
    expect(staffSignInProvider('https://id.example.org/realms/staff')).toBe('id.example.org');
  });
  it('tells the page how long before the session’s end its idle reminder opens, as the purchase app’s', async () => {
    expect((await get('/admin/policy')).body).toContain(
      '<meta name="tripx-idle-reminder-seconds" content="45" />',
    );
    for (const page of ['/', '/get-a-quote', '/apply/summary'])
      expect((await get(page)).body, page).toContain(
        '<meta name="tripx-idle-reminder-seconds" content="30" />',
      );
  });
});

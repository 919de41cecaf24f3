import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { extname, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The staff app's Vite build (built by `pnpm start` before the server starts). */
export const ADMIN_DIST = fileURLToPath(new URL('../../ui-admin/dist/', import.meta.url));

export const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

/** The codings of the side files the builds write for JavaScript and CSS (scripts/compress-assets.mjs), best first. */
const CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/** Whether an `Accept-Encoding` value accepts a coding: named (or `*`) without `q=0`. */
const accepts = (header: string | undefined, coding: string): boolean =>
  (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return (name === coding || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });

/**
 * A hashed asset of a build, cached for a year: for JavaScript and CSS, its brotli side file to a client
 * that accepts br, else its gzip one to a client that accepts gzip, else the file itself; `vary:
 * accept-encoding` so that a shared cache keeps the variants apart. Not found when the file is missing.
 */
export const sendAsset = async (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  type: string,
): Promise<FastifyReply | void> => {
  const compressible = /\.(js|css)$/.test(path);
  const read = (suffix: string) => readFile(`${path}${suffix}`).catch(() => undefined);
  let coding: string | undefined;
  let body: Buffer | undefined;
  if (compressible)
    for (const side of CODINGS) {
      if (!accepts(request.headers['accept-encoding'], side.coding)) continue;
      body = await read(side.suffix);
      if (body) {
        coding = side.coding;
        break;
      }
    }
  body ??= await read('');
  if (!body) return reply.callNotFound();
  reply.type(type).header('cache-control', 'public, max-age=31536000, immutable');
  if (compressible) reply.header('vary', 'accept-encoding');
  if (coding) reply.header('content-encoding', coding);
  return reply.send(body);
};

/** The card frame's origin as an HTML attribute value (an origin has no quote, but be strict). */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An app's index.html with the card frame's origin in its `tripx-card-frame-origin` meta (both apps pay). */
export const withFrameOrigin = (html: string, frameOrigin: string | undefined): string =>
  html.replace(
    /<meta name="tripx-card-frame-origin"[^>]*>/,
    `<meta name="tripx-card-frame-origin" content="${attribute(frameOrigin ?? '')}" />`,
  );

/** The page with IDLE_REMINDER_SECONDS in its meta, which both apps' idle reminders read (`idleTimingOf`). */
export const withIdleReminder = (html: string, seconds: number): string =>
  html.replace(
    /<meta name="tripx-idle-reminder-seconds"[^>]*>/,
    `<meta name="tripx-idle-reminder-seconds" content="${seconds}" />`,
  );

/**
 * What the staff app's page is told by the server: the card frame's origin, who signs staff in, and how
 * long before the session's end its idle reminder opens.
 */
export interface AdminPage {
  readonly frameOrigin: string | undefined;
  /** `demo` (the built-in provider), `entra` (Microsoft Entra ID) or the issuer's host name. */
  readonly staffSignIn: string;
  /** IDLE_REMINDER_SECONDS (spec 4.1: 60). */
  readonly idleReminderSeconds: number;
}

/** The staff realm's identity provider as the sign-on page names it (no issuer: the built-in one). */
export const staffSignInProvider = (issuer: string | undefined): string => {
  if (!issuer) return 'demo';
  const host = new URL(issuer).hostname;
  return host === 'login.microsoftonline.com' || host.endsWith('.ciamlogin.com') ? 'entra' : host;
};

const sendIndex = async (reply: FastifyReply, page: AdminPage, dist: string) => {
  try {
    const html = await readFile(`${dist}index.html`, 'utf8');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        withIdleReminder(withFrameOrigin(html, page.frameOrigin), page.idleReminderSeconds).replace(
          /<meta name="tripx-staff-sign-in"[^>]*>/,
          `<meta name="tripx-staff-sign-in" content="${attribute(page.staffSignIn)}" />`,
        ),
      );
  } catch {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The staff app is not built: run `pnpm --filter @tripx/ui-admin build` (pnpm start does it).');
  }
};

/**
 * /admin/: hashed assets from the build (`dist`, ADMIN_DIST but in tests), and index.html for every app
 * path (SPA fallback).
 */
export const adminAppRoutes = (app: FastifyInstance, page: AdminPage, dist: string = ADMIN_DIST): void => {
  // The router ignores a trailing slash: '/admin/' lands here, not on the wildcard below. The app's
  // router reads addresses under '/admin/': the bare '/admin' goes there, its query kept.
  app.get('/admin', { schema: { hide: true } }, (request, reply) => {
    const [path = '', query] = request.url.split(/\?(.*)/s, 2);
    if (path === '/admin') return reply.redirect(query ? `/admin/?${query}` : '/admin/');
    return sendIndex(reply, page, dist);
  });
  app.get<{ Params: { '*': string } }>('/admin/*', { schema: { hide: true } }, async (request, reply) => {
    const rest = request.params['*'] ?? '';
    if (rest.startsWith('assets/')) {
      const file = normalize(rest);
      // Only plain file names inside assets/: no way out of the build folder.
      if (!/^assets\/[A-Za-z0-9._-]+$/.test(file)) return reply.callNotFound();
      return sendAsset(request, reply, `${dist}${file}`, TYPES[extname(file)] ?? 'application/octet-stream');
    }
    return sendIndex(reply, page, dist);
  });
};

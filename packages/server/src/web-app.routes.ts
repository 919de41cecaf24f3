import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendAsset, TYPES, withFrameOrigin, withIdleReminder, type AdminPage } from './admin-app.routes';

/** The purchase app's Vite build (built by `pnpm start` before the server starts). */
export const WEB_DIST = fileURLToPath(new URL('../../ui-web/dist/', import.meta.url));

/** The app's own pages (spec 2.1), in English and French; the app routes within them. */
const APP_PATH =
  /^\/(get-a-quote|obtenir-une-soumission|apply|adherer)(\/[^/]*)?\/?$|^\/(welcome|faqs|contact-us|resource|privacy|notfound)\/?$/i;

/** Paths that belong to the API, sign-in, the staff app or files: never the app, even for a browser. */
const NOT_APP =
  /^\/(api|graphql|tms|csrf|keepalive|sync-quote|static|assets|documents|admin|oidc|sso|login|logout|ciam|user|switch[^/]*|readyz|healthz)(\/|$)/i;

/** What the purchase app's page is told by the server: the card frame's origin and its idle reminder. */
export type WebPage = Pick<AdminPage, 'frameOrigin' | 'idleReminderSeconds'>;

/**
 * `/` and the app's paths: hashed assets from the build, and index.html (SPA fallback) with the card
 * frame's origin in its `tripx-card-frame-origin` meta and IDLE_REMINDER_SECONDS in its
 * `tripx-idle-reminder-seconds` meta. Any other browser navigation outside the API
 * gets index.html too (the app shows not-found); everything else keeps the API's JSON 404. `dist` is
 * the build's folder (WEB_DIST but in tests).
 */
export const webAppRoutes = (app: FastifyInstance, page: WebPage, dist: string = WEB_DIST): void => {
  const sendIndex = async (reply: FastifyReply) => {
    let html: string;
    try {
      html = await readFile(`${dist}index.html`, 'utf8');
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The purchase app is not built: run `pnpm --filter @tripx/ui-web build` (pnpm start does it).');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withIdleReminder(withFrameOrigin(html, page.frameOrigin), page.idleReminderSeconds));
  };
  const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get<{ Params: { file: string } }>(
    '/assets/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      // Only plain file names of the build: no way out of its assets folder.
      const type = TYPES[extname(file)];
      if (!type || !/^[A-Za-z0-9._-]+$/.test(file) || file.startsWith('.')) return reply.callNotFound();
      return sendAsset(request, reply, `${dist}assets/${file}`, type);
    },
  );
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (NOT_APP.test(path) || !(APP_PATH.test(path) || wantsHtml(request))) return reply.callNotFound();
    return sendIndex(reply);
  });
};

import type { FastifyInstance, FastifyReply } from 'fastify';
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

/** The card frame's origin as an HTML attribute value (an origin has no quote, but be strict). */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An app's index.html with the card frame's origin in its `tripx-card-frame-origin` meta (both apps pay). */
export const withFrameOrigin = (html: string, frameOrigin: string | undefined): string =>
  html.replace(
    /<meta name="tripx-card-frame-origin"[^>]*>/,
    `<meta name="tripx-card-frame-origin" content="${attribute(frameOrigin ?? '')}" />`,
  );

const sendIndex = async (reply: FastifyReply, frameOrigin: string | undefined) => {
  try {
    const html = await readFile(`${ADMIN_DIST}index.html`, 'utf8');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withFrameOrigin(html, frameOrigin));
  } catch {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The staff app is not built: run `pnpm --filter @tripx/ui-admin build` (pnpm start does it).');
  }
};

/** /admin/: hashed assets from the build, and index.html for every app path (SPA fallback). */
export const adminAppRoutes = (app: FastifyInstance, frameOrigin: string | undefined): void => {
  // The router ignores a trailing slash: '/admin/' lands here, not on the wildcard below.
  app.get('/admin', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, frameOrigin));
  app.get<{ Params: { '*': string } }>('/admin/*', { schema: { hide: true } }, async (request, reply) => {
    const rest = request.params['*'] ?? '';
    if (rest.startsWith('assets/')) {
      const file = normalize(rest);
      // Only plain file names inside assets/: no way out of the build folder.
      if (!/^assets\/[A-Za-z0-9._-]+$/.test(file)) return reply.callNotFound();
      try {
        const body = await readFile(`${ADMIN_DIST}${file}`);
        return reply
          .type(TYPES[extname(file)] ?? 'application/octet-stream')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(body);
      } catch {
        return reply.callNotFound();
      }
    }
    return sendIndex(reply, frameOrigin);
  });
};

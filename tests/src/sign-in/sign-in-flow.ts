import { createServer, readConfig, type RunningServer } from '@tripx/server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserJar } from './browser-jar';

export const HOST = 'tripx.test';

/** The real server on a fresh embedded database of its own, reached through inject as HOST. */
export const signInServer = (): Promise<RunningServer> =>
  createServer(
    readConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tripx-signin-')),
      PUBLIC_URL: `http://${HOST}`,
      LOG_LEVEL: 'silent',
      SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
      // The payment card frame's own origin: any free port, so parallel runs do not collide.
      PAYMENT_FRAME_PORT: '0',
    }),
    { logger: false },
  );

/** Follows the redirects of a sign-in until the callback, returning each stop (for assertions). */
export const startSignIn = async (server: RunningServer, path = '/login?lang=en', address?: string) => {
  const jar = new BrowserJar(server.app, HOST, address);
  const login = await jar.request('GET', path);
  const authorize = new URL(String(login.headers.location));
  const toInteraction = await jar.request('GET', authorize.href);
  const interactionUrl = String(toInteraction.headers.location);
  const page = await jar.request('GET', interactionUrl);
  return { jar, login, authorize, interactionUrl, page };
};

/** Posts the sign-in form and follows the provider back to our callback URL (not yet called). */
export const submitCredentials = async (
  jar: BrowserJar,
  interactionUrl: string,
  username: string,
  password = 'demo',
  lang = 'en',
) => {
  const posted = await jar.request('POST', `${interactionUrl}/login`, { username, password, lang });
  if (posted.statusCode !== 303 && posted.statusCode !== 302) return { posted, callback: undefined };
  const resumed = await jar.request('GET', String(posted.headers.location));
  return { posted, callback: new URL(String(resumed.headers.location)) };
};

export const signInThroughProvider = async (server: RunningServer, username: string, path?: string) => {
  const started = await startSignIn(server, path);
  const { callback } = await submitCredentials(started.jar, started.interactionUrl, username);
  if (!callback) throw new Error('the provider refused the demo credentials');
  const landed = await started.jar.request('GET', callback.href);
  return { ...started, callback, landed };
};

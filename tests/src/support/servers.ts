import { demoUser } from '@tripx/adapters-sql';
import { createServer, readConfig, type RunningServer } from '@tripx/server';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as netServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ApiClient } from './api-client';

export interface InProcessServer {
  readonly server: RunningServer;
  /** Moves the server's clock forward (expiry is enforced by the server's clock). */
  advanceClock(ms: number): void;
  readonly baseUrl: string;
  client(): ApiClient;
  close(): Promise<void>;
}

/** The real server (same createServer as `pnpm start`) listening on a free loopback port. */
export const startInProcess = async (env: Readonly<Record<string, string>>): Promise<InProcessServer> => {
  const config = readConfig({
    SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    LEADS_PER_RECIPIENT_PER_HOUR: '100000',
    ...env,
    PORT: '0',
    LOG_LEVEL: 'silent',
  });
  let offset = 0;
  const server = await createServer(config, { logger: false, now: () => new Date(Date.now() + offset) });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    server,
    baseUrl: address,
    advanceClock: (ms) => void (offset += ms),
    client: () => new ApiClient(address),
    close: () => server.close(),
  };
};

/**
 * The only way a test signs a session in before the sign-in issue lands: the repository's own
 * signIn, called in-process. No HTTP route leads to it.
 */
export const signInAs = async (
  server: RunningServer,
  client: ApiClient,
  profileCode: string,
): Promise<void> => {
  await signInAsRef(server, client, demoUser(profileCode).profileRef);
};

/** The same for any user, by profile reference (one made by a test). */
export const signInAsRef = async (
  server: RunningServer,
  client: ApiClient,
  profileRef: string,
): Promise<void> => {
  if (!client.cookie) await client.startSession();
  const session = await server.deps.read.sessions.signIn(
    client.cookie ?? '',
    profileRef,
    server.deps.now(),
    server.deps.config.sessionTtlSeconds,
  );
  if (!session) throw new Error(`could not sign in as ${profileRef}`);
  client.cookie = session.token;
  client.csrfToken = session.csrfToken;
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = netServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });

/** Run where `pnpm start` runs, with the same tsconfig (decorators on). */
const SERVER_DIR = fileURLToPath(new URL('../../../packages/server/', import.meta.url));

export interface ChildServer {
  readonly process: ChildProcess;
  readonly baseUrl: string;
  readonly output: () => string;
}

/** `pnpm start`'s entry point in a child process (so it can be killed with SIGKILL). */
export const spawnServer = async (env: Readonly<Record<string, string>>): Promise<ChildServer> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      // tsx applies a tsconfig only to the files it includes: this one includes every package.
      TSX_TSCONFIG_PATH: 'tsconfig.run.json',
      LOG_LEVEL: 'warn',
      SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      LEADS_PER_RECIPIENT_PER_HOUR: '100000',
      // The card frame on a free port of its own (GET /api/payment/frame says which).
      PAYMENT_FRAME_PORT: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const r = await fetch(`${baseUrl}/readyz`);
      if (r.status === 200) return { process: child, baseUrl, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
};

/** Resolves with the exit code (null when a signal ended it), also when it has already exited. */
export const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

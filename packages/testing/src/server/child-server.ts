import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as netServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The real server as `pnpm start` runs it, in a child process (so it can be killed with SIGKILL),
// without importing it into this process: the e2e set-up, the durability tests and the benchmarks.

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
export const SERVER_DIR = fileURLToPath(new URL('../../../server/', import.meta.url));

export interface ChildServer {
  readonly process: ChildProcess;
  readonly baseUrl: string;
  readonly output: () => string;
}

/**
 * `pnpm start`'s entry point on a free port. `env` overrides the test defaults (relaxed rate limits,
 * quiet logs, the card frame on a free port of its own); PORT, HOST and PUBLIC_URL are always this
 * server's.
 */
export const spawnServer = async (
  env: Readonly<Record<string, string>>,
  readyWithinMs = 60_000,
): Promise<ChildServer> => {
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
      PARTNER_RATE_LIMIT_PER_MINUTE: '100000',
      LEADS_PER_RECIPIENT_PER_HOUR: '100000',
      // The card frame on a free port of its own (GET /api/payment/frame says which).
      PAYMENT_FRAME_PORT: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
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

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../../server/', import.meta.url));

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });

export interface E2eServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** The real server (main.ts, as `pnpm start` runs it) on a free port with a fresh data folder. */
export const startServer = async (env: Readonly<Record<string, string>> = {}): Promise<E2eServer> => {
  const port = await freePort();
  const framePort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'tsconfig.run.json',
      LOG_LEVEL: 'warn',
      SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      LEADS_PER_RECIPIENT_PER_HOUR: '100000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tripx-e2e-')),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      // The payment card frame's second origin, on its own free port too.
      PAYMENT_FRAME_PORT: String(framePort),
      PAYMENT_FRAME_ORIGIN: `http://127.0.0.1:${framePort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).status === 200) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not become ready:\n${output}`);
};

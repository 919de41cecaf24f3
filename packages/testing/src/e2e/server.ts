import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, freePort, spawnServer } from '../server';

export interface E2eServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** The real server (main.ts, as `pnpm start` runs it) on a free port with a fresh data folder. */
export const startServer = async (env: Readonly<Record<string, string>> = {}): Promise<E2eServer> => {
  const framePort = await freePort();
  const server = await spawnServer(
    {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tripx-e2e-')),
      ...env,
      // The payment card frame's second origin, on its own free port too.
      PAYMENT_FRAME_PORT: String(framePort),
      PAYMENT_FRAME_ORIGIN: `http://127.0.0.1:${framePort}`,
    },
    90_000,
  );
  const stop = async (): Promise<void> => {
    const exit = exited(server.process);
    server.process.kill('SIGTERM');
    await exit;
  };
  return { baseUrl: server.baseUrl, stop };
};

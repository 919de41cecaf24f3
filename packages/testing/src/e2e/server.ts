import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, spawnServer } from '../server';

export interface E2eServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Names a data folder that a server started on and then stopped: its database created, migrated and
 * seeded. The e2e global set-up makes one per run; a server started with no env of its own then starts
 * on a copy of it instead of an empty folder (the same data, without PGlite's initdb, the migrations and
 * the seed at every start: ≈ 29 s of CPU on an empty folder against ≈ 13 s on a filled one).
 */
export const DATA_TEMPLATE_VARIABLE = 'TRIPX_E2E_DATA_TEMPLATE';

/**
 * Settings that only change how the server runs, not what its first start writes to the data folder: a
 * server started with no env of its own but these still starts on a copy of the template.
 */
const RUN_ONLY_SETTINGS: ReadonlySet<string> = new Set(['SESSION_TTL_SECONDS', 'IDLE_REMINDER_SECONDS']);

/** Whether a server started with `env` starts on a copy of the data template (when there is one). */
export const startsOnTemplate = (env: Readonly<Record<string, string>>): boolean =>
  Object.keys(env).every((name) => RUN_ONLY_SETTINGS.has(name));

/**
 * The real server (main.ts, as `pnpm start` runs it) on a free port with a fresh data folder, removed
 * when it stops; or in `env.DATA_DIR`, which stays (the test may read it afterwards).
 */
export const startServer = async (env: Readonly<Record<string, string>> = {}): Promise<E2eServer> => {
  const ownDataDir = env['DATA_DIR'] === undefined ? mkdtempSync(join(tmpdir(), 'tripx-e2e-')) : undefined;
  const template = process.env[DATA_TEMPLATE_VARIABLE];
  // Only with the defaults: an env of its own may change what the first start writes.
  if (ownDataDir && template && startsOnTemplate(env)) cpSync(template, ownDataDir, { recursive: true });
  const server = await spawnServer(
    // The payment card frame's second origin: 127.0.0.1 (PUBLIC_URL's host) on a port it binds itself.
    ownDataDir ? { DATA_DIR: ownDataDir, ...env } : env,
    90_000,
  );
  const stop = async (): Promise<void> => {
    const exit = exited(server.process);
    server.process.kill('SIGTERM');
    await exit;
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  return { baseUrl: server.baseUrl, stop };
};

/** A data folder for DATA_TEMPLATE_VARIABLE: a server started on it with the defaults, then stopped. */
export const makeDataTemplate = async (): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), 'tripx-e2e-template-'));
  const server = await startServer({ DATA_DIR: dir });
  await server.stop();
  return dir;
};

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../cli-io';
import { runCli } from '../run-cli';

export const CLI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const EXAMPLES = join(CLI_DIR, 'examples');
export const REPO = resolve(CLI_DIR, '../..');
/** The day the tests run on: 2025-11-15, noon in Toronto. */
export const NOW = new Date('2025-11-15T17:00:00Z');

/** What a partner command reads besides its arguments: the environment, and when the user stops it. */
export interface CliSurroundings {
  readonly env?: Readonly<Record<string, string>>;
  /** `tripx partner listen` runs until this resolves (never, unless given). */
  readonly interrupted?: Promise<void>;
}

/** Runs the CLI in-process with a fake terminal rooted at `cwd`, on NOW unless told. */
export const cli = async (
  argv: string[],
  cwd = EXAMPLES,
  stdin = '',
  now = NOW,
  { env = {}, interrupted = new Promise<void>(() => {}) }: CliSurroundings = {},
) => {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readText: async (path) => (path === '-' ? stdin : readFileSync(resolve(cwd, path), 'utf8')),
    cwd,
    now: () => now,
    env,
    interrupted: () => interrupted,
  };
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
};

/** The command's JSON answer on standard input. */
export const cliJson = async (argv: string[], body: unknown, now = NOW) => {
  const r = await cli([...argv, '-'], EXAMPLES, JSON.stringify(body), now);
  return { code: r.code, json: JSON.parse(r.out) as Record<string, unknown> & { error?: unknown } };
};

export const example = <T = Record<string, unknown>>(file: string): T =>
  JSON.parse(readFileSync(join(EXAMPLES, file), 'utf8')) as T;

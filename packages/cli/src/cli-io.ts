import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** What the CLI touches outside itself; tests pass a fake. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Reads a file (relative to the caller's directory) or, for `-`, standard input. */
  readonly readText: (path: string) => Promise<string>;
  /** The directory relative paths are taken from. */
  readonly cwd: string;
  readonly now: () => Date;
  /** The environment: `tripx partner` reads its server and key there (TRIPX_API_URL, TRIPX_API_KEY). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Resolves when the user stops a command that runs until stopped (`tripx partner listen`): Ctrl-C. */
  readonly interrupted: () => Promise<void>;
}

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The real terminal. `pnpm tripx` runs the CLI from packages/cli (pnpm --filter … exec), so relative
 * paths are resolved against INIT_CWD, the directory the user typed the command in.
 */
export const nodeIo = (): CliIo => {
  const cwd = process.env.INIT_CWD ?? process.cwd();
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    readText: (path) => (path === '-' ? readStdin() : readFile(resolve(cwd, path), 'utf8')),
    cwd,
    now: () => new Date(),
    env: process.env,
    interrupted: () => new Promise((resolve) => process.once('SIGINT', () => resolve())),
  };
};

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The first-load budgets of the two apps (issue 16 item 11, issue 17 item 10): what a first page
// downloads is its build's entry and the chunks index.html preloads with it; the later steps and screens
// are dynamic imports it does not take. `pnpm bench:web` and `pnpm bench:admin` measure the same in
// Chromium.

/** One script of the first load, with the sizes of the side files the server sends for it. */
export interface FirstLoadScript {
  /** Its path under the app's base (`assets/index-….js`). */
  readonly path: string;
  /** Brotli (what a browser is sent). */
  readonly brotli: number;
  /** gzip -9 (the unit of issue 16's budget). */
  readonly gzip: number;
}

export interface FirstLoad {
  readonly scripts: readonly FirstLoadScript[];
  readonly brotli: number;
  readonly gzip: number;
}

const COMPRESS = fileURLToPath(new URL('../../../../scripts/compress-assets.mjs', import.meta.url));

const run = (cwd: string, command: string, args: readonly string[]) => {
  // A production build even under vitest (NODE_ENV=test would give React's development build).
  const r = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
};

/** The scripts an app's index.html loads at once (its entry and module preloads), under `base`. */
const firstLoadScripts = (html: string, base: string): string[] => {
  const prefix = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...html.matchAll(new RegExp(`(?:src|href)="${prefix}(assets/[^"]+\\.js)"`, 'g'))].map(
    (m) => m[1] ?? '',
  );
};

/**
 * Builds the Vite app of `packageDir` for production into a folder of its own (its dist/ may be served
 * meanwhile), compresses it as the apps' builds do, and answers its first load.
 */
export const buildFirstLoad = (packageDir: string, base: string): FirstLoad => {
  const out = mkdtempSync(join(tmpdir(), 'tripx-first-load-'));
  try {
    run(packageDir, 'pnpm', [
      'exec',
      'vite',
      'build',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ]);
    run(packageDir, process.execPath, [COMPRESS, join(out, 'assets')]);
    const scripts = firstLoadScripts(readFileSync(join(out, 'index.html'), 'utf8'), base).map((path) => ({
      path,
      brotli: statSync(join(out, `${path}.br`)).size,
      gzip: statSync(join(out, `${path}.gz`)).size,
    }));
    const sum = (size: (s: FirstLoadScript) => number) => scripts.reduce((total, s) => total + size(s), 0);
    return { scripts, brotli: sum((s) => s.brotli), gzip: sum((s) => s.gzip) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
};

/** The scripts one a line, for a failed budget's message. */
export const describeFirstLoad = (load: FirstLoad): string =>
  load.scripts.map((s) => `${s.path} ${s.brotli} B brotli, ${s.gzip} B gzip`).join('\n');

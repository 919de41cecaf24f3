import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
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

const BUILD_APP = fileURLToPath(new URL('../../../../scripts/build-app.mjs', import.meta.url));
const PACKAGES = fileURLToPath(new URL('../../../', import.meta.url));

/** Each app: its package folder and the base it is served under. */
const APPS = {
  web: { folder: 'ui-web', base: '/' },
  admin: { folder: 'ui-admin', base: '/admin/' },
} as const;

/** The scripts an app's index.html loads at once (its entry and module preloads), under `base`. */
const firstLoadScripts = (html: string, base: string): string[] => {
  const prefix = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...html.matchAll(new RegExp(`(?:src|href)="${prefix}(assets/[^"]+\\.js)"`, 'g'))].map(
    (m) => m[1] ?? '',
  );
};

/**
 * The first load of an app's production build in its dist/, served by the server: built first by
 * scripts/build-app.mjs when missing or older than its sources (the e2e set-up runs the same, so a test
 * run builds each app once), with its brotli and gzip side files.
 */
export const firstLoadOf = (app: keyof typeof APPS): FirstLoad => {
  const r = spawnSync(process.execPath, [BUILD_APP, app], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the ${app} app did not build:\n${r.stdout}\n${r.stderr}`);
  const { folder, base } = APPS[app];
  const dist = join(PACKAGES, folder, 'dist');
  const scripts = firstLoadScripts(readFileSync(join(dist, 'index.html'), 'utf8'), base).map((path) => ({
    path,
    brotli: statSync(join(dist, `${path}.br`)).size,
    gzip: statSync(join(dist, `${path}.gz`)).size,
  }));
  const sum = (size: (s: FirstLoadScript) => number) => scripts.reduce((total, s) => total + size(s), 0);
  return { scripts, brotli: sum((s) => s.brotli), gzip: sum((s) => s.gzip) };
};

/** The scripts one a line, for a failed budget's message. */
export const describeFirstLoad = (load: FirstLoad): string =>
  load.scripts.map((s) => `${s.path} ${s.brotli} B brotli, ${s.gzip} B gzip`).join('\n');

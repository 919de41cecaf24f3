// Builds the purchase app (packages/ui-web/dist, served by the server at /) when the build is missing
// or older than any of its sources. `pnpm start` and the e2e global setup run it.
//
// The build goes to a folder of its own, then its hashed assets join dist/assets and its index.html
// replaces the old one in one rename: a server serving dist meanwhile never misses index.html, and a page
// opened on the previous build still finds the chunks it loads later. Assets older than a day go.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compressAssets } from './compress-assets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}packages/ui-web/dist`;
const SOURCES = [
  'packages/ui-web/src',
  'packages/ui-web/index.html',
  'packages/ui-web/vite.config.ts',
  'packages/ui-web/package.json',
  'packages/ui-kit/src',
  'packages/ui-flow/src',
  'packages/domain/src',
  'packages/application/src',
  'packages/adapters-http/src',
  'pnpm-lock.yaml',
];
const DAY_MS = 86_400_000;

/** The newest modification time of a file or of any file below a folder (0 when missing). */
const newest = (path) => {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(`${path}/${name}`)), stat.mtimeMs);
};

const built = statSync(`${dist}/index.html`, { throwIfNoEntry: false })?.mtimeMs;
if (built !== undefined && !SOURCES.some((source) => newest(`${root}${source}`) > built)) process.exit(0);

const out = `${dist}.build-${process.pid}`;
try {
  const r = spawnSync(
    'pnpm',
    ['--filter', '@tripx/ui-web', 'exec', 'vite', 'build', '--outDir', out, '--emptyOutDir'],
    // A production build even when called from a test runner (vitest sets NODE_ENV=test, which would
    // give React's and MobX's development builds).
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (r.status !== 0) process.exitCode = r.status ?? 1;
  else {
    // Brotli and gzip side files of its JavaScript and CSS, copied with the assets below.
    compressAssets(`${out}/assets`);
    mkdirSync(`${dist}/assets`, { recursive: true });
    const now = Date.now();
    for (const name of readdirSync(`${dist}/assets`))
      if (now - statSync(`${dist}/assets/${name}`).mtimeMs > DAY_MS) unlinkSync(`${dist}/assets/${name}`);
    for (const name of readdirSync(`${out}/assets`))
      copyFileSync(`${out}/assets/${name}`, `${dist}/assets/${name}`);
    renameSync(`${out}/index.html`, `${dist}/index.html`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

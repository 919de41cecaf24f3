// `node scripts/build-app.mjs web|admin`: builds the purchase app (packages/ui-web/dist, served at /) or
// the staff app (packages/ui-admin/dist, served at /admin/) when its build is missing or older than any
// of its sources. `pnpm start`, the e2e global set-up and the first-load budget tests run it, so a test
// run builds each app once (whichever comes first) and none of them takes a build older than the code.
//
// A production build always (vitest sets NODE_ENV=test, which Vite keeps: React's and MobX's development
// builds). The build goes to a folder of its own, then its hashed assets join dist/assets and its
// index.html replaces the old one, each file in one rename: a server (or a test) reading dist meanwhile
// never meets a file half written nor misses index.html, and a page opened on the previous build still
// finds the chunks it loads later. Assets older than a day go. index.html is dated when the build
// started, so a source saved during the build makes the next run build again.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, unlinkSync, utimesSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compressAssets } from './compress-assets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const APPS = { web: 'ui-web', admin: 'ui-admin' };
const app = process.argv[2];
const folder = APPS[app];
if (!folder) {
  console.error(`usage: node scripts/build-app.mjs ${Object.keys(APPS).join('|')}`);
  process.exit(2);
}
const dist = `${root}packages/${folder}/dist`;
// Both apps are built from the same packages (their package.json names them).
const SOURCES = [
  `packages/${folder}/src`,
  `packages/${folder}/index.html`,
  `packages/${folder}/vite.config.ts`,
  `packages/${folder}/package.json`,
  `packages/${folder}/tsconfig.json`,
  'tsconfig.base.json',
  'scripts/build-app.mjs',
  'scripts/compress-assets.mjs',
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
const started = new Date();
try {
  const r = spawnSync(
    'pnpm',
    ['--filter', `@tripx/${folder}`, 'exec', 'vite', 'build', '--outDir', out, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (r.status !== 0) process.exitCode = r.status ?? 1;
  else {
    // Brotli and gzip side files of its JavaScript and CSS, moved with the assets below.
    compressAssets(`${out}/assets`);
    mkdirSync(`${dist}/assets`, { recursive: true });
    const now = Date.now();
    for (const name of readdirSync(`${dist}/assets`))
      if (now - statSync(`${dist}/assets/${name}`).mtimeMs > DAY_MS) unlinkSync(`${dist}/assets/${name}`);
    // Each file in by a rename, whole or not at all, for a reader or another build at the same time.
    for (const name of readdirSync(`${out}/assets`))
      renameSync(`${out}/assets/${name}`, `${dist}/assets/${name}`);
    utimesSync(`${out}/index.html`, started, started);
    renameSync(`${out}/index.html`, `${dist}/index.html`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

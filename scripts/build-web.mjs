// Builds the purchase app (packages/ui-web/dist, served by the server at /) when the build is missing
// or older than any of its sources. `pnpm start` and the e2e global setup run it.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = [
  'packages/ui-web/src',
  'packages/ui-web/index.html',
  'packages/ui-web/vite.config.ts',
  'packages/ui-web/package.json',
  'packages/ui-kit/src',
  'packages/domain/src',
  'packages/application/src',
  'packages/adapters-http/src',
  'pnpm-lock.yaml',
];

const mtimeOf = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};
/** The newest modification time of a file or of any file below a folder. */
const newest = (path) => {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(`${path}/${name}`)), stat.mtimeMs);
};

const built = mtimeOf(`${root}packages/ui-web/dist/index.html`);
const stale = built === undefined || SOURCES.some((source) => newest(`${root}${source}`) > built);
if (stale) {
  const r = spawnSync('pnpm', ['--filter', '@tripx/ui-web', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

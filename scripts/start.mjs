// `pnpm start`: the whole product in one process on PORT (default 8080), embedded database by default.
import { spawnSync } from 'node:child_process';

// The staff app (/admin/) and the purchase app (/) are Vite builds that the server serves; build them first
// (scripts/build-app.mjs: only when missing or older than their sources).
for (const app of ['admin', 'web']) {
  const build = spawnSync(process.execPath, [new URL('build-app.mjs', import.meta.url).pathname, app], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const r = spawnSync('pnpm', ['--filter', '@tripx/server', 'start'], { stdio: 'inherit' });
process.exit(r.status ?? 1);

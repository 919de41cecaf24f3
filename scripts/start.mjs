// `pnpm start`: the whole product in one process on PORT (default 8080), embedded database by default.
import { spawnSync } from 'node:child_process';

// The staff app (/admin/) and the purchase app (/) are Vite builds that the server serves; build them first.
const admin = spawnSync('pnpm', ['--filter', '@tripx/ui-admin', 'build'], { stdio: 'inherit' });
if (admin.status !== 0) process.exit(admin.status ?? 1);
const web = spawnSync(process.execPath, [new URL('build-web.mjs', import.meta.url).pathname], {
  stdio: 'inherit',
});
if (web.status !== 0) process.exit(web.status ?? 1);
const r = spawnSync('pnpm', ['--filter', '@tripx/server', 'start'], { stdio: 'inherit' });
process.exit(r.status ?? 1);

// `pnpm start`: the whole product in one process on PORT (default 8080), embedded database by default.
import { spawnSync } from 'node:child_process';

// The staff app (/admin/) is a Vite build that the server serves; build it first.
const admin = spawnSync('pnpm', ['--filter', '@tripx/ui-admin', 'build'], { stdio: 'inherit' });
if (admin.status !== 0) process.exit(admin.status ?? 1);
const r = spawnSync('pnpm', ['--filter', '@tripx/server', 'start'], { stdio: 'inherit' });
process.exit(r.status ?? 1);

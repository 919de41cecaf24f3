import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from '@tripx/testing/e2e';

const BUILD_WEB = fileURLToPath(new URL('../../../scripts/build-web.mjs', import.meta.url));

/** Before any e2e file: Chromium must be there (never downloaded), and the staff and purchase apps built. */
export default function setup(): void {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `e2e needs Debian's Chromium at ${CHROMIUM} (apt-get install -y chromium); no browser is downloaded.`,
    );
  // A production build, as `pnpm start` and the purchase app's build make: vitest sets NODE_ENV=test,
  // which Vite keeps, so the staff app was built with React's development build (slower to render, and
  // not the app that ships).
  const r = spawnSync('pnpm', ['--filter', '@tripx/ui-admin', 'build'], {
    stdio: 'pipe',
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`the staff app did not build:\n${r.stdout}\n${r.stderr}`);
  // The purchase app, when its build is missing or older than its sources.
  const web = spawnSync(process.execPath, [BUILD_WEB], { stdio: 'pipe', encoding: 'utf8' });
  if (web.status !== 0) throw new Error(`the purchase app did not build:\n${web.stdout}\n${web.stderr}`);
}

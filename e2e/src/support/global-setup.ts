import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, DATA_TEMPLATE_VARIABLE, makeDataTemplate } from '@tripx/testing/e2e';

const BUILD_WEB = fileURLToPath(new URL('../../../scripts/build-web.mjs', import.meta.url));

/**
 * Before any e2e file: Chromium must be there (never downloaded), and the staff and purchase apps built;
 * then one data folder, created, migrated and seeded by a server start, that each file's server with the
 * default settings starts on a copy of (DATA_TEMPLATE_VARIABLE; every file still has data of its own).
 */
export default async function setup(): Promise<() => void> {
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
  const template = await makeDataTemplate();
  process.env[DATA_TEMPLATE_VARIABLE] = template;
  return () => rmSync(template, { recursive: true, force: true });
}

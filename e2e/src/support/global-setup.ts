import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, DATA_TEMPLATE_VARIABLE, makeDataTemplate } from '@tripx/testing/e2e';

const BUILD_APP = fileURLToPath(new URL('../../../scripts/build-app.mjs', import.meta.url));

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
  // Each app's production build, when missing or older than its sources: the first-load budget tests
  // (earlier in the run) build them the same way, so a run builds each app once.
  for (const app of ['admin', 'web']) {
    const r = spawnSync(process.execPath, [BUILD_APP, app], { stdio: 'pipe', encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`the ${app} app did not build:\n${r.stdout}\n${r.stderr}`);
  }
  const template = await makeDataTemplate();
  process.env[DATA_TEMPLATE_VARIABLE] = template;
  return () => rmSync(template, { recursive: true, force: true });
}

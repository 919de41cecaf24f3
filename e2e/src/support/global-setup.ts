import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './browser';

/** Before any e2e file: Chromium must be there (never downloaded), and the staff app built. */
export default function setup(): void {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `e2e needs Debian's Chromium at ${CHROMIUM} (apt-get install -y chromium); no browser is downloaded.`,
    );
  const r = spawnSync('pnpm', ['--filter', '@tripx/ui-admin', 'build'], { stdio: 'pipe', encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the staff app did not build:\n${r.stdout}\n${r.stderr}`);
}

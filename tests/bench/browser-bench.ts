// What `bench:web` and `bench:admin` share: the app built as `pnpm start` builds it, the real server on a
// fresh embedded database, and Debian's Chromium, all stopped whatever happens.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { launchChromiumBrowser, startServer, type Browser } from '@tripx/testing/e2e';

/** Runs a build step (inheriting the terminal); stops the benchmark when it fails. */
export const build = (command: string, args: readonly string[]): void => {
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

/** The server and a browser for `run`; both stopped after it. */
export const onServerInBrowser = async <A>(
  run: (baseUrl: string, browser: Browser) => Promise<A>,
): Promise<A> => {
  const server = await startServer();
  try {
    const browser = await launchChromiumBrowser();
    try {
      return await run(server.baseUrl, browser);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
};

/** The machine the figures come from, as docs/performance.md quotes it. */
export const machine = (): string =>
  `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, Node ${process.version}`;

// `pnpm bench:admin`: builds the staff app as `pnpm start` does, serves it from the real server on a
// fresh embedded database and opens each route cold (cache emptied and off) in Chromium: prints the
// JavaScript each first load downloaded, as sent (compressed) and as run, then the largest contentful
// paint of Policy View, median of five cold loads, on the desktop and with the CPU slowed down four
// times. Figures only, no target checked here (issue 17 asks at most 100 KB sent for the signed-out page).
import {
  demoAccount,
  kb,
  largestContentfulPaint,
  median,
  recordScripts,
  signInAtAdmin,
  throttleCpu,
  withoutCache,
  type BrowserContext,
  type LoadedScript,
} from '@tripx/testing/e2e';
import { fileURLToPath } from 'node:url';
import { build, machine, onServerInBrowser } from './browser-bench';

const RUNS = 5;
/** A policy the demo data seeds (adapters-sql's demo policies). */
const POLICY = 'TX10000011';
const POLICY_VIEW = `/policy/endorsement/${POLICY}/view`;
/** The routes measured once signed in as the demo administrator (paths inside /admin). */
const ROUTES: readonly (readonly [string, string])[] = [
  ['policy search', '/policy'],
  ['Policy View', POLICY_VIEW],
  ['booking (quote)', '/'],
  ['agents', '/users'],
  ['licences', '/licensing'],
  ['reports', '/reports'],
  ['maintenance', '/maintenance'],
  ['partner keys', '/partner-keys'],
  ['webhooks', '/webhooks'],
];

build(process.execPath, [fileURLToPath(new URL('../../scripts/build-app.mjs', import.meta.url)), 'admin']);

const url = (base: string, path: string) => `${base}/admin${path}?lang=en`;

/** One cold load of the path in a new page of the context: its scripts and its LCP. */
const coldLoad = async (context: BrowserContext, address: string, cpuSlowdown = 1) => {
  const page = await context.newPage();
  try {
    await withoutCache(page);
    if (cpuSlowdown !== 1) await throttleCpu(page, cpuSlowdown);
    const recorded = recordScripts(page);
    await page.goto(address, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return { scripts: await recorded.loaded(), lcp: await largestContentfulPaint(page) };
  } finally {
    await page.close();
  }
};

const line = (name: string, scripts: readonly LoadedScript[]) => {
  const sent = scripts.reduce((sum, s) => sum + s.sentBytes, 0);
  const run = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const codings = [...new Set(scripts.map((s) => s.encoding))].join('+');
  return `  ${name.padEnd(22)} ${kb(sent).padStart(7)} KB sent (${codings}) ${kb(run).padStart(8)} KB run  ${String(scripts.length).padStart(2)} scripts`;
};

const figures = await onServerInBrowser(async (base, browser) => {
  const anonymous = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const signedOut = await coldLoad(anonymous, url(base, '/'));
  await anonymous.close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const first = await context.newPage();
  await signInAtAdmin(first, base, demoAccount('admin'), 'en');
  const routes: string[] = [];
  for (const [name, path] of ROUTES)
    routes.push(line(name, (await coldLoad(context, url(base, path))).scripts));
  const lcp = async (slowdown: number) => {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push((await coldLoad(context, url(base, POLICY_VIEW), slowdown)).lcp);
    return runs;
  };
  const desktop = await lcp(1);
  const slow = await lcp(4);
  await context.close();
  return { signedOut, routes, desktop, slow };
});

const runs = (xs: readonly number[]) =>
  `${median(xs).toFixed(0)} ms (median of ${RUNS}; runs ${xs.map((x) => x.toFixed(0)).join(', ')})`;
console.log(machine());
console.log('JavaScript of each first load (cache emptied), as sent and as run:');
console.log(line('signed out (/admin/)', figures.signedOut.scripts));
for (const s of figures.signedOut.scripts)
  console.log(
    `      ${kb(s.sentBytes).padStart(6)} KB ${s.encoding.padEnd(8)} ${kb(s.bytes).padStart(7)} KB  ${s.path}`,
  );
console.log('Signed in as the demo administrator:');
console.log(figures.routes.join('\n'));
console.log(`Policy View (${POLICY_VIEW}), largest contentful paint:`);
console.log(`  desktop              ${runs(figures.desktop)}`);
console.log(`  CPU slowed down 4×   ${runs(figures.slow)}`);

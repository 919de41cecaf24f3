// `pnpm bench:web`: builds the purchase app as `pnpm start` does, serves it from the real server and
// loads `/?lang=en` five times in a fresh Chromium profile: prints the JavaScript the first page
// downloaded (as sent, compressed, and as run) and the median largest contentful paint.
// Targets: at most 170 KB sent, LCP under 1 s (the exit code says whether both hold).
import { kb, largestContentfulPaint, median, recordScripts, type LoadedScript } from '@tripx/testing/e2e';
import { fileURLToPath } from 'node:url';
import { build, machine, onServerInBrowser } from './browser-bench';

const RUNS = 5;
const TARGET_KB = 170;
const TARGET_LCP_MS = 1000;

build(process.execPath, [fileURLToPath(new URL('../../scripts/build-web.mjs', import.meta.url))]);

const { lcps, scripts } = await onServerInBrowser(async (base, browser) => {
  const lcps: number[] = [];
  let scripts: LoadedScript[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const recorded = recordScripts(page);
    await page.goto(`${base}/?lang=en`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    lcps.push(await largestContentfulPaint(page));
    scripts = await recorded.loaded();
    await context.close();
  }
  return { lcps, scripts };
});

const sent = scripts.reduce((sum, s) => sum + s.sentBytes, 0);
const lcp = median(lcps);
console.log(machine());
console.log(
  `JavaScript loaded by the first page: ${kb(sent)} KB sent (target ≤ ${TARGET_KB} KB), ${kb(scripts.reduce((sum, s) => sum + s.bytes, 0))} KB run`,
);
for (const s of scripts)
  console.log(
    `  ${kb(s.sentBytes).padStart(6)} KB ${s.encoding.padEnd(8)} ${kb(s.bytes).padStart(7)} KB  ${s.path}`,
  );
console.log(
  `Largest contentful paint, median of ${RUNS}: ${lcp.toFixed(0)} ms (target < ${TARGET_LCP_MS} ms); runs: ${lcps.map((x) => x.toFixed(0)).join(', ')}`,
);
process.exit(sent / 1024 <= TARGET_KB && lcp < TARGET_LCP_MS ? 0 : 1);

/* global process, fetch, setTimeout, URL, console, PerformanceObserver */
// `pnpm bench:web`: builds the purchase app, then prints the gzipped size of the JavaScript the first page
// loads and its largest contentful paint in headless Chromium on loopback (median of 5 cold loads).
// BENCH_URL: a server that already serves the build (e.g. http://localhost:8080 once the server serves it);
// otherwise `vite preview` serves dist/ and forwards the API to TRIPX_API (default http://localhost:8080).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
const TARGET_KB = 170;
const TARGET_LCP_MS = 1000;

// The same build as `pnpm start` (when dist/ is stale), swapped in without emptying dist/ under a server.
const build = spawnSync(process.execPath, [join(root, '../../scripts/build-web.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let preview;
let base = process.env.BENCH_URL;
if (!base) {
  const port = 4179;
  preview = spawn('pnpm', ['exec', 'vite', 'preview', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  base = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const lcps = [];
let scripts = new Map();
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const seen = new Map();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') seen.set(new URL(r.url()).pathname, r.url());
    });
    await page.goto(`${base}/?lang=en`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    lcps.push(lcp);
    scripts = seen;
    await context.close();
  }
} finally {
  await browser.close();
  if (preview) process.kill(-preview.pid);
}

// Sizes from the built files, gzipped here, so that the figure does not depend on the server's compression.
let total = 0;
const rows = [];
for (const path of scripts.keys()) {
  const bytes = gzipSync(readFileSync(join(root, 'dist', path)), { level: 9 }).length;
  total += bytes;
  rows.push(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${path}`);
}
const kb = total / 1024;
const lcp = median(lcps);
console.log(`JavaScript loaded by the first page (gzip -9): ${kb.toFixed(1)} KB (target ≤ ${TARGET_KB} KB)`);
console.log(rows.join('\n'));
console.log(
  `Largest contentful paint, median of ${RUNS}: ${lcp.toFixed(0)} ms (target < ${TARGET_LCP_MS} ms); runs: ${lcps.map((x) => x.toFixed(0)).join(', ')}`,
);
process.exit(kb <= TARGET_KB && lcp < TARGET_LCP_MS ? 0 : 1);

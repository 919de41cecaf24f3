// The one test command (`pnpm test`, also run by .ci/run): layers, lint, types, then every suite.
// It ends with the plain line "N passed, N failed" that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (title, cmd, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`✖ ${title} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
};

/** One step in the background, its output kept and printed whole once it is over. */
const runQuietly = (title, cmd, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code, signal) =>
      resolve({ title, output, status: code ?? signal, seconds: (Date.now() - started) / 1000 }),
    );
  });

// The checks that need no build, two at a time: each is one single-threaded process, the machine this
// runs on has two cores, and one after the other they left a core idle (layers, eslint, prettier and
// redocly: ≈ 100 s of CPU). Each step's output is printed whole, in this order, once both are over.
const CHECKS = [
  ['lint (eslint)', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']],
  ['format (prettier)', 'pnpm', ['exec', 'prettier', '--check', '.', '--log-level=warn']],
  ['layer check (dependency-cruiser)', 'pnpm', ['run', '--silent', 'layers']],
  ['API document (redocly lint docs/api/openapi.json)', 'node', ['scripts/lint-api.mjs']],
];
const results = [];
const queue = [...CHECKS];
await Promise.all(
  [0, 1].map(async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await runQuietly(...check));
  }),
);
let failedCheck = false;
for (const [title] of CHECKS) {
  const r = results.find((x) => x.title === title);
  console.log(`\n▶ ${title} (${r.seconds.toFixed(0)} s)`);
  process.stdout.write(r.output);
  if (r.status !== 0) {
    console.error(`✖ ${title} failed (exit ${r.status})`);
    failedCheck = true;
  }
}
if (failedCheck) process.exit(1);
run('types (tsc, every package)', 'pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']);

// The e2e suite drives Debian's Chromium (never a downloaded browser): install it when root and missing.
if (!existsSync('/usr/bin/chromium') && process.getuid?.() === 0)
  run('install Chromium for e2e (apt-get)', 'sh', [
    '-c',
    'apt-get update -qq && apt-get install -y -qq chromium',
  ]);

// No module isolation between the files of a worker: each test file still runs afresh, but the modules
// it imports are loaded once per worker, not once per file (the unit suites went from minutes to
// about a minute). Every suite is written to hold without it: no test relies on a fresh module state.
const out = join(mkdtempSync(join(tmpdir(), 'tripx-test-')), 'vitest.json');
const vitest = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--no-isolate',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ],
  { stdio: 'inherit' },
);
const report = JSON.parse(readFileSync(out, 'utf8'));
const passed = report.numPassedTests;
const failed = report.numFailedTests + (vitest.status !== 0 && report.numFailedTests === 0 ? 1 : 0);
console.log(`\nvitest: ${passed} passed, ${failed} failed`);
if (passed === 0 || vitest.status !== 0) process.exit(1);

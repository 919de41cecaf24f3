// The one test command (`pnpm test`, also run by .ci/run): layers, lint, types, then every suite.
// It ends with the plain line "N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process';
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

run('layer check (dependency-cruiser)', 'pnpm', ['run', '--silent', 'layers']);
run('lint (eslint)', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
run('format (prettier)', 'pnpm', ['exec', 'prettier', '--check', '.', '--log-level=warn']);
run('types (tsc, every package)', 'pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']);
run('API document (redocly lint docs/api/openapi.json)', 'node', ['scripts/lint-api.mjs']);

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

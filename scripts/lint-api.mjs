// `pnpm lint:api` (also a step of `pnpm test`): Redocly CLI lints the committed API document (or
// the file given) with the rules of redocly.yaml, offline (no telemetry, no update check). Prints its
// counts; fails on any error. The document itself is kept current by tests/src/openapi-document.test.ts.
import { spawnSync } from 'node:child_process';

const DOCUMENT = process.argv[2] ?? 'docs/api/openapi.json';
const r = spawnSync(
  'pnpm',
  ['exec', 'redocly', 'lint', DOCUMENT, '--config', 'redocly.yaml', '--format=json'],
  {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
const start = r.stdout.indexOf('{');
if (start < 0) {
  console.error(r.stdout, r.stderr);
  process.exit(1);
}
const report = JSON.parse(r.stdout.slice(start));
for (const p of report.problems)
  console.log(`${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`);
const { errors, warnings } = report.totals;
console.log(`redocly lint ${DOCUMENT}: ${errors} errors, ${warnings} warnings`);
process.exit(errors > 0 || r.status !== 0 ? 1 : 0);

// `pnpm lint:api` (also a step of `pnpm test`): Redocly CLI lints the committed API documents, the
// apps' and the partner API's (or the file given), with the rules of redocly.yaml, offline (no
// telemetry, no update check). Prints the counts; fails on any error. The documents themselves are
// kept current by tests/src/openapi-document.test.ts and tests/src/partner-openapi-document.test.ts.
import { spawnSync } from 'node:child_process';

const DOCUMENTS = process.argv[2]
  ? [process.argv[2]]
  : ['docs/api/openapi.json', 'docs/api/partner-v1.openapi.json'];

/** Lints one document; true when it has no error. */
const lint = (document) => {
  const r = spawnSync(
    'pnpm',
    ['exec', 'redocly', 'lint', document, '--config', 'redocly.yaml', '--format=json'],
    {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  const start = r.stdout.indexOf('{');
  if (start < 0) {
    console.error(r.stdout, r.stderr);
    return false;
  }
  const report = JSON.parse(r.stdout.slice(start));
  for (const p of report.problems)
    console.log(`${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`);
  const { errors, warnings } = report.totals;
  console.log(`redocly lint ${document}: ${errors} errors, ${warnings} warnings`);
  return errors === 0 && r.status === 0;
};

const results = DOCUMENTS.map(lint);
process.exit(results.every(Boolean) ? 0 : 1);

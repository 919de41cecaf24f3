// Another channel, from the packed tarballs and not the workspace: builds @tripx/domain and
// @tripx/application, packs them, installs the tarballs into a temporary copy of examples/channel
// (npm, third-party dependencies from the registry), then prices every example request of the CLI
// as ESM and as CommonJS and type-checks the TypeScript twin. Prints what it checked; exits 1 on
// any failure. Third-party versions come from examples/channel/package-lock.json, so a run does
// not drift with the registry. `--built` skips the build (CI runs `pnpm build` just before);
// `--update-lock` writes the lock npm made back to examples/channel.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const PACKAGES = ['domain', 'application'];
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
// pnpm hands its own settings to child processes as npm_config_*; npm warns about those it does not
// know, so npm gets only the ones both understand.
const NPM_KEEPS = /^npm_config_(registry|cache|userconfig|(https?_)?proxy|noproxy|strict_ssl|cafile)$/i;
const env = (cmd) =>
  cmd === 'npm'
    ? Object.fromEntries(
        Object.entries(process.env).filter(([k]) => !/^npm_config_/i.test(k) || NPM_KEEPS.test(k)),
      )
    : process.env;
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, env: env(cmd), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
// The pnpm that runs this script (`pnpm check:channel`, also under `npx pnpm@…` in CI), else PATH's.
const execPath = process.env.npm_execpath ?? '';
const pnpm = (args, cwd) =>
  /pnpm/.test(execPath)
    ? run(
        /\.c?js$/.test(execPath) ? process.execPath : execPath,
        [...(/\.c?js$/.test(execPath) ? [execPath] : []), ...args],
        cwd,
      )
    : run('pnpm', args, cwd);

/** `today`, `today+30`, `today-10` as the CLI reads them, on Toronto's calendar (the server's day). */
const torontoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
const resolveDates = (value) => {
  if (typeof value === 'string') {
    const m = /^today(?:([+-])(\d{1,4}))?$/.exec(value);
    if (!m) return value;
    const day = new Date(`${torontoToday}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + (m[1] === '-' ? -1 : 1) * Number(m[2] ?? 0));
    return day.toISOString().slice(0, 10);
  }
  if (Array.isArray(value)) return value.map(resolveDates);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDates(v)]));
  return value;
};

// Each README's example is the channel's script of the same lines, less its header comment: what CI runs.
const readmeExample = (pkg, script) => {
  const readme = readFileSync(join(root, 'packages', pkg, 'README.md'), 'utf8');
  const code = readFileSync(join(root, 'examples', 'channel', script), 'utf8').replace(/^(\/\/.*\n)+/, '');
  check(
    /```js\n([\s\S]*?)```/.exec(readme)?.[1] === code,
    `@tripx/${pkg}'s README example is examples/channel/${script}`,
  );
};
readmeExample('application', 'quote.mjs');
readmeExample('domain', 'family.mjs');

const work = mkdtempSync(join(tmpdir(), 'tripx-channel-'));
try {
  if (!process.argv.includes('--built')) {
    const filters = PACKAGES.flatMap((p) => ['--filter', `@tripx/${p}`]);
    pnpm([...filters, 'build'], root);
  }
  const packs = join(work, 'packs');
  for (const p of PACKAGES) pnpm(['pack', '--pack-destination', packs], join(root, 'packages', p));
  const packed = readdirSync(packs).sort();
  check(packed.length === PACKAGES.length, `packed ${packed.join(', ')}`);

  const channel = join(work, 'channel');
  cpSync(join(root, 'examples', 'channel'), channel, {
    recursive: true,
    filter: (src) => !src.includes('node_modules') && !src.includes('tarballs'),
  });
  // The channel's package.json names each tarball without its version: tarballs/tripx-<p>.tgz.
  const tarballs = PACKAGES.map((p) => join('tarballs', `tripx-${p}.tgz`));
  cpSync(packs, join(channel, 'tarballs'), { recursive: true });
  for (const [i, p] of PACKAGES.entries()) {
    const file = packed.find((t) => t.startsWith(`tripx-${p}-`));
    copyFileSync(join(channel, 'tarballs', file), join(channel, tarballs[i]));
  }
  const requests = join(channel, 'requests');
  const examples = join(root, 'packages', 'cli', 'examples');
  const names = readdirSync(examples).filter((f) => f.endsWith('.json'));
  cpSync(examples, requests, { recursive: true });
  for (const name of names) {
    const file = join(requests, name);
    writeFileSync(file, JSON.stringify(resolveDates(JSON.parse(readFileSync(file, 'utf8')))));
  }

  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs.map((t) => `./${t}`)],
    channel,
  );
  if (process.argv.includes('--update-lock'))
    copyFileSync(join(channel, 'package-lock.json'), join(root, 'examples', 'channel', 'package-lock.json'));
  const installed = JSON.parse(run('npm', ['ls', '--json', '--depth=0'], channel)).dependencies;
  for (const p of PACKAGES)
    check(installed[`@tripx/${p}`]?.resolved?.startsWith('file:'), `@tripx/${p} installed from its tarball`);
  const esmEntry = run(
    'node',
    ['--input-type=module', '-e', "console.log(import.meta.resolve('@tripx/application'))"],
    channel,
  ).trim();
  const cjsEntry = run('node', ['-e', "console.log(require.resolve('@tripx/application'))"], channel).trim();
  check(
    esmEntry.endsWith('/node_modules/@tripx/application/dist/index.js'),
    `import resolves ${esmEntry.slice(esmEntry.indexOf('node_modules'))}`,
  );
  check(
    cjsEntry.endsWith('/node_modules/@tripx/application/dist/index.cjs'),
    `require resolves ${cjsEntry.slice(cjsEntry.indexOf('node_modules'))}`,
  );

  const files = names.map((n) => join('requests', n));
  const catalogue = join(root, 'catalogue');
  const answers = (script) =>
    run('node', [script, catalogue, ...files], channel)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  const esm = answers('quote.mjs');
  const cjs = answers('quote.cjs');
  check(esm.length === names.length, `ESM answered ${esm.length} of ${names.length} example requests`);
  check(JSON.stringify(esm) === JSON.stringify(cjs), 'CommonJS answered exactly as ESM');
  for (const answer of esm) {
    const name = answer.file.replace('requests/', '');
    if (name.startsWith('invalid')) {
      check(
        answer.refused === 'invalidRequest' && answer.fields.length > 0,
        `${name}: refused ${answer.refused} on ${answer.fields.map((f) => `${f.path} ${f.code}`).join(', ')}`,
      );
      continue;
    }
    const priced = answer.plans?.filter((l) => l.totalCents > 0) ?? [];
    const plansCents = priced.reduce((s, l) => s + l.totalCents, 0);
    const refusedLines = (answer.plans ?? []).filter((l) => l.reasons);
    // The quote's total is its plans' plus their add-ons' (benefits), never less.
    // A plan the quote prices for a traveller is one the eligibility check lets them buy.
    const agrees = priced.every((l) => answer.mayBuy?.find((m) => m.pax === l.pax)?.plans.includes(l.code));
    check(
      !answer.refused && priced.length > 0 && answer.totalCents >= plansCents && agrees,
      `${name}: ${answer.refused ? `refused ${JSON.stringify(answer.fields)}` : `${(answer.totalCents / 100).toFixed(2)} CAD, ${priced.length} eligible line(s)${agrees ? '' : ' NOT in the eligibility check'}; may buy: ${answer.mayBuy?.map((m) => m.plans.join(' ')).join(' / ')}${refusedLines.length ? `, not eligible: ${refusedLines.map((l) => `${l.code} (${l.reasons.join(', ')})`).join('; ')}` : ''}`}`,
    );
  }

  const [family, olderParent] = run('node', ['family.mjs', catalogue], channel)
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  check(
    family?.totalCents > 0 && family.lines.every((l) => l.eligible),
    `family.mjs (domain): a Québec family priced ${(family?.totalCents / 100).toFixed(2)} CAD`,
  );
  check(
    olderParent?.refused?.some((e) => e.code === 'familyMaxAge'),
    `family.mjs (domain): a parent over the family age refused ${JSON.stringify(olderParent?.refused)}`,
  );

  try {
    run(join('node_modules', '.bin', 'tsc'), ['--noEmit', '-p', '.'], channel);
    check(true, 'tsc --noEmit quote.ts against the packed declarations');
  } catch (error) {
    console.log(error.stdout);
    check(false, 'tsc --noEmit quote.ts against the packed declarations');
  }
} catch (error) {
  console.error(error.stdout ?? '', error.message);
  failures.push('the channel did not run to the end');
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(failures.length === 0 ? 'channel: all checks passed' : `channel: ${failures.length} failure(s)`);
process.exit(failures.length === 0 ? 0 : 1);

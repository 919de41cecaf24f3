// `pnpm bench:api`: the real server (child process, fresh embedded database) under autocannon on
// loopback. One run prints req/s and p50 / p99 of POST /api/quote and GET /healthz, their ratio,
// and the server's resident memory. Targets: quote ≥ half of healthz and quote p99 < 10 ms at 50
// connections (issue 20), RSS < 300 MB (issue 4). The server is the production build, started the way
// `pnpm start` starts it (BENCH_SOURCE=1 measures the TypeScript sources through tsx instead).
// BENCH_PROFILE=<file.svg> profiles the quote instead (node --cpu-prof on the measured server,
// quotes only): prints the functions and packages with the most self time during the load and
// writes the flame graph there (docs/performance.md shows one); with BENCH_PROFILE_TARGET=noRoute it
// profiles the quote's headers and body sent to a path no route holds (the HTTP path every POST pays).
// Plain runs also print the server CPU per request of that no-route POST.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, calendarDateAt } from '@tripx/domain';
import { aQuoteRequest } from '@tripx/domain/test-support';
import { flameGraphSvg, readProfile, selfTimes } from './cpu-profile';
import { freePort, SERVER_DIR } from '@tripx/testing/server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * How `pnpm start` runs the server: the node command after the last `&&` of packages/server's
 * start script (the steps before it build; `exec` lets signals reach node), so the flags measured
 * are the flags shipped.
 */
const productionCommand = (): string[] => {
  const pkg = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const run =
    (pkg.scripts['start'] ?? '')
      .split('&&')
      .pop()
      ?.trim()
      .replace(/^exec\s+/, '')
      .split(/\s+/) ?? [];
  if (run[0] !== 'node') throw new Error(`unexpected start script: ${pkg.scripts['start']}`);
  return run.slice(1);
};

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

/** CPU seconds the process has used (user + system, all its threads), from /proc. */
const cpuSeconds = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

type Result = Awaited<ReturnType<typeof autocannon>>;
const load = (opts: autocannon.Options): Promise<Result> => autocannon(opts);

/** Microseconds on the monotonic clock that V8's profiler stamps its samples with. */
const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

const PROFILE_SVG = process.env.BENCH_PROFILE;

interface Window {
  readonly from: number;
  readonly to: number;
  readonly requests: number;
}

/**
 * The profiles of the measured loads: CPU per quote and per healthz, the functions and packages
 * with the most self time per quote, and what a quote spends beyond healthz (the same HTTP path
 * without rating); the quote's flame graph to `svg`.
 */
const reportProfile = (profileDir: string, quoteWindow: Window, healthzWindow: Window, svg: string) => {
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${profileDir}`);
  const path = join(profileDir, file);
  const q = readProfile(path, quoteWindow.from, quoteWindow.to);
  const h = readProfile(path, healthzWindow.from, healthzWindow.to);
  const perQuote = (us: number) => us / quoteWindow.requests;
  const perHealthz = (us: number) => us / healthzWindow.requests;
  const µs = (n: number) => n.toFixed(1).padStart(6);
  const pct = (us: number) => `${((us / q.busyUs) * 100).toFixed(1).padStart(5)} %`;
  console.log(
    `\nCPU profile (main thread, sampled outside idle): POST /api/quote ${Math.round(perQuote(q.busyUs))} µs per request (${quoteWindow.requests} in ${(q.windowUs / 1e6).toFixed(1)} s, GC ${pct(q.gcUs)}), GET /healthz ${Math.round(perHealthz(h.busyUs))} µs (${healthzWindow.requests})`,
  );
  const quoteSelf = selfTimes(q.root);
  const healthzSelf = selfTimes(h.root);
  console.log('\nTop self time per quote\n\n| µs/quote | share | function | where |\n|---:|---:|---|---|');
  for (const f of quoteSelf.functions.slice(0, 25))
    console.log(`| ${µs(perQuote(f.us))} | ${pct(f.us)} | \`${f.name}\` | ${f.where} |`);
  const healthzFn = new Map(healthzSelf.functions.map((f) => [`${f.name} ${f.where}`, f.us]));
  console.log(
    '\nBeyond healthz: self time per quote minus per healthz\n\n| µs/quote | µs/healthz | function | where |\n|---:|---:|---|---|',
  );
  for (const f of [...quoteSelf.functions]
    .map((f) => ({ ...f, h: perHealthz(healthzFn.get(`${f.name} ${f.where}`) ?? 0) }))
    .sort((a, b) => perQuote(b.us) - b.h - (perQuote(a.us) - a.h))
    .slice(0, 30))
    console.log(`| ${µs(perQuote(f.us))} | ${µs(f.h)} | \`${f.name}\` | ${f.where} |`);
  const healthzOf = new Map(healthzSelf.packages.map((p) => [p.name, p.us]));
  console.log('\nBy package\n\n| µs/quote | µs/healthz | package |\n|---:|---:|---|');
  for (const p of quoteSelf.packages.slice(0, 15))
    console.log(`| ${µs(perQuote(p.us))} | ${µs(perHealthz(healthzOf.get(p.name) ?? 0))} | ${p.name} |`);
  writeFileSync(
    svg,
    flameGraphSvg(
      q.root,
      `POST /api/quote: ${Math.round(perQuote(q.busyUs))} µs sampled on the main thread per request (BENCH_PROFILE=… pnpm bench:api)`,
    ),
  );
  const kept = svg.replace(/\.svg$/, '') + '.cpuprofile';
  copyFileSync(path, kept);
  console.log(`\nflame graph of the quote: ${svg}; the whole profile (Chrome DevTools, speedscope): ${kept}`);
};

const main = async (): Promise<void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tripx-bench-'));
  const profileDir = join(dataDir, 'profile');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const fromSource = process.env.BENCH_SOURCE === '1';
  if (!fromSource) execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  const args = fromSource ? ['--import', 'tsx', 'src/main.ts'] : productionCommand();
  const start = (profile = false) =>
    spawn(process.execPath, profile ? ['--cpu-prof', '--cpu-prof-dir', profileDir, ...args] : args, {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: 'tsconfig.run.json',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // The card frame's own listener on a free port: another server on the machine may hold 8081.
        PAYMENT_FRAME_PORT: '0',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  const ready = async (c: ReturnType<typeof start>) => {
    for (let ok = false; !ok; await new Promise((r) => setTimeout(r, 200))) {
      if (c.exitCode !== null) throw new Error('server exited');
      ok = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
    }
  };
  // First start creates and seeds the database; the measured server is a restart on that data,
  // as a production process is (initdb's memory is not part of a running server's footprint).
  const first = start();
  await ready(first);
  const firstRss = rssMb(first.pid ?? 0);
  first.kill('SIGTERM');
  await new Promise((r) => first.once('exit', r));
  const child = start(PROFILE_SVG !== undefined);
  let profiled: { from: number; to: number; requests: number } | undefined;
  let profiledHealthz: { from: number; to: number; requests: number } | undefined;
  try {
    await ready(child);
    const idleRss = rssMb(child.pid ?? 0);
    // A consumer session: cookie + CSRF token, as the purchase app holds them.
    const csrf = await fetch(`${base}/csrf`);
    const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const today = calendarDateAt(new Date());
    const start = addDays(today, 30);
    const body = JSON.stringify(
      aQuoteRequest({
        applicationDate: today,
        tripInformation: { startDate: start, effectiveDate: start, endDate: addDays(start, 13) },
      }),
    );
    const quote: autocannon.Options = {
      url: `${base}/api/quote`,
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
    };
    const healthz: autocannon.Options = { url: `${base}/healthz`, connections: CONNECTIONS };
    // The quote's headers and body to a path no route holds: what every API POST pays before a
    // route runs (read, parse, hooks, safe-input walk, the JSON 404).
    const noRoute: autocannon.Options = { ...quote, url: `${base}/api/no-such-route` };
    const headers = quote.headers as Record<string, string>;
    const check = await fetch(quote.url as string, { method: 'POST', headers, body });
    if (check.status !== 200)
      throw new Error(`POST /api/quote answered ${check.status}: ${await check.text()}`);

    // Warm-up (JIT, caches), then the measured runs.
    await load({ ...quote, duration: 3 });
    if (PROFILE_SVG !== undefined) {
      const profiledTarget = process.env.BENCH_PROFILE_TARGET === 'noRoute' ? noRoute : quote;
      const from = monotonicUs();
      const r = await load({ ...profiledTarget, duration: SECONDS });
      profiled = { from, to: monotonicUs(), requests: r.requests.total };
      await load({ ...healthz, duration: 3 });
      const hFrom = monotonicUs();
      const h = await load({ ...healthz, duration: SECONDS });
      profiledHealthz = { from: hFrom, to: monotonicUs(), requests: h.requests.total };
      return;
    }
    await load({ ...healthz, duration: 3 });
    // Measured in the order quote, healthz, healthz, quote (each half the time): a change in the
    // neighbours' load during the run weighs on both sides alike. Server CPU per request as
    // well: on a shared machine req/s moves with that load, CPU time per request much less.
    const pid = child.pid ?? 0;
    const loadBefore = loadavg();
    const half = Math.max(1, Math.round(SECONDS / 2));
    const targets = { quote, healthz, noRoute };
    const runs: Record<keyof typeof targets, { results: Result[]; cpu: number }> = {
      quote: { results: [], cpu: 0 },
      healthz: { results: [], cpu: 0 },
      noRoute: { results: [], cpu: 0 },
    };
    for (const name of ['quote', 'healthz', 'noRoute', 'noRoute', 'healthz', 'quote'] as const) {
      const cpu = cpuSeconds(pid);
      runs[name].results.push(await load({ ...targets[name], duration: half }));
      runs[name].cpu += cpuSeconds(pid) - cpu;
    }
    const loadAfter = loadavg();
    const rss = rssMb(child.pid ?? 0);
    const summary = (name: keyof typeof targets) => {
      const { results, cpu } = runs[name];
      const total = results.reduce((n, r) => n + r.requests.total, 0);
      return {
        perSecond: total / results.reduce((n, r) => n + r.duration, 0),
        // The worse half of each: a conservative p50 and p99.
        p50: Math.max(...results.map((r) => r.latency.p50)),
        p99: Math.max(...results.map((r) => r.latency.p99)),
        non2xx: results.reduce((n, r) => n + r.non2xx, 0),
        errors: results.reduce((n, r) => n + r.errors, 0),
        cpuPerRequest: Math.round((cpu * 1e6) / total),
      };
    };
    const [q, h, n] = [summary('quote'), summary('healthz'), summary('noRoute')];

    const row = (name: string, r: typeof q) =>
      `${name.padEnd(18)} ${String(Math.round(r.perSecond)).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
    console.log(
      `\nAPI benchmark: ${CONNECTIONS} connections, ${SECONDS} s each (two halves, quote-healthz-noRoute-noRoute-healthz-quote), loopback, embedded PGlite`,
    );
    console.log(`server             node ${args.join(' ')}`);
    console.log(
      `load average       ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after (${cpus().length} CPUs)`,
    );
    console.log(row('POST /api/quote', q));
    console.log(row('GET /healthz', h));
    const ratio = q.perSecond / h.perSecond;
    console.log(`quote / healthz    ${ratio.toFixed(2)}   (target ≥ 0.50)`);
    console.log(
      `server CPU/request quote ${q.cpuPerRequest} µs, healthz ${h.cpuPerRequest} µs (ratio ${(h.cpuPerRequest / q.cpuPerRequest).toFixed(2)})`,
    );
    console.log(
      `server CPU/request POST to no route (quote's headers and body, 404) ${n.cpuPerRequest} µs: the HTTP path every API POST pays`,
    );
    console.log(`quote p99          ${q.p99} ms   (target < 10 ms)`);
    console.log(`server RSS         ${rss} MB after load, ${idleRss} MB idle   (target < 300 MB)`);
    console.log(`first start RSS    ${firstRss} MB (initdb and seeding, in the first process only)`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (profiled && profiledHealthz && PROFILE_SVG !== undefined)
      reportProfile(profileDir, profiled, profiledHealthz, PROFILE_SVG);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

// `pnpm bench:purchase`: purchases per second through the API, as the purchase app makes them —
// POST /api/quote, POST /tokenize on the card frame's origin (test card), POST /api/policies with an
// Idempotency-Key — on a fresh embedded PGlite and on PostgreSQL (TEST_DATABASE_URL or
// postgres://$USER@127.0.0.1:5432/test, skipped when it does not answer). The server is a child
// process run from source (tsx: the card frame's script is compiled at start); the PDF and the
// e-mail are made by its outbox worker, off the request path. Targets (issue 20): ≥ 200/s on PGlite,
// ≥ 400/s on PostgreSQL. Besides the rate it prints the server's and the buyers' CPU time per
// purchase and the load average (the machine may be shared: the rate moves with the load, CPU time
// per purchase much less), and how many confirmations the worker mailed meanwhile.
// BENCH_SECONDS (10), BENCH_WORKERS (pglite 16, postgres 48), BENCH_ONLY=pglite|postgres, and
// BENCH_SERVER_ARGS: Node flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../src/support/api-client';
import { buy, CATEGORY_EXAMPLES, exampleQuote, letters, tokenize } from '../src/support/purchase';
import { benchDatabase, pg, POSTGRES_URL } from './bench-database';
import { freePort, SERVER_DIR } from '@tripx/testing/server';

/** The clock of V8's CPU profiles (CLOCK_MONOTONIC), in µs: names the buying window in a profile. */
const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const startServer = async (env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> => {
  const port = await freePort();
  const extra = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'tsconfig.run.json',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SLOW_REQUEST_MS: '60000',
      SENSITIVE_RATE_LIMIT_PER_MINUTE: '1000000',
      PAYMENT_FRAME_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return { child, base };
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
};

/**
 * CPU seconds (user + system) a process has used, from /proc (Linux; undefined elsewhere). The
 * machine may be shared: CPU time per purchase is the figure that load does not bend much.
 */
const cpuSeconds = (pid: number | undefined, only?: 'system'): number | undefined => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime, stime in clock ticks (USER_HZ)
    return ((only ? 0 : Number(fields[11])) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
};

/**
 * CPU seconds the PostgreSQL backends serving `database` have used, by backend pid (they run on the
 * same machine; a backend that ended meanwhile is not counted, the pool keeps its connections).
 */
const backendCpu = async (database: string | undefined): Promise<Map<number, number>> => {
  const cpu = new Map<number, number>();
  if (!database) return cpu;
  const c = new pg.Client({ connectionString: POSTGRES_URL });
  await c.connect();
  try {
    const r = await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
      database,
    ]);
    for (const { pid } of r.rows) cpu.set(pid, cpuSeconds(pid) ?? 0);
  } finally {
    await c.end();
  }
  return cpu;
};
const cpuSince = (before: Map<number, number>, after: Map<number, number>): number =>
  [...after].reduce((s, [pid, now]) => s + now - (before.get(pid) ?? 0), 0);

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Confirmation e-mails the outbox worker has written so far (DATA_DIR/mail/*.eml). */
const mailsIn = (dataDir: string): number => {
  try {
    return readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml')).length;
  } catch {
    return 0;
  }
};

const measure = async (
  label: string,
  env: Record<string, string>,
  workers: number,
  database?: string,
): Promise<number> => {
  const dataDir = env['DATA_DIR'] as string;
  const { child, base } = await startServer(env);
  try {
    const frame = ((await (await fetch(`${base}/api/payment/frame`)).json()) as { frameOrigin: string })
      .frameOrigin;
    const quote = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
    const clients = Array.from({ length: workers }, () => new ApiClient(base));
    await Promise.all(clients.map((c) => c.startSession()));
    // A purchase is final per session, travellers, dates and plans: each one names its own traveller.
    let bought = 0;
    const next = (c: ApiClient) => {
      bought += 1;
      return buy(c, frame, quote, { names: [[`Ann${letters(bought)}`, 'Lee']] });
    };
    await Promise.all(clients.map(next)); // warm-up
    let done = 0;
    let failed = 0;
    let firstFailure: string | undefined;
    const end = Date.now() + SECONDS * 1000;
    const started = Date.now();
    const serverCpu = cpuSeconds(child.pid);
    const serverSys = cpuSeconds(child.pid, 'system');
    const databaseCpu = await backendCpu(database);
    const mails = mailsIn(dataDir);
    const ownCpu = process.cpuUsage();
    const windowFrom = monotonicUs();
    await Promise.all(
      clients.map(async (c) => {
        while (Date.now() < end) {
          const r = await next(c).catch(() => undefined);
          if (r?.purchase.status === 201) done += 1;
          else {
            failed += 1;
            firstFailure ??= r ? `${r.purchase.status} ${JSON.stringify(r.purchase.body)}` : 'no answer';
          }
        }
      }),
    );
    const rate = done / ((Date.now() - started) / 1000);
    const windowTo = monotonicUs();
    const serverMs = ((cpuSeconds(child.pid) ?? NaN) - (serverCpu ?? NaN)) * 1000;
    const sysMs = ((cpuSeconds(child.pid, 'system') ?? NaN) - (serverSys ?? NaN)) * 1000;
    const own = process.cpuUsage(ownCpu);
    const databaseMs = cpuSince(databaseCpu, await backendCpu(database)) * 1000;
    const mailed = mailsIn(dataDir) - mails;
    console.log(
      `${label.padEnd(10)} ${rate.toFixed(1).padStart(7)} purchases/s  (${done} in ${SECONDS} s, ${workers} concurrent buyers, ${failed} failed; ${mailed} confirmations with their PDF mailed meanwhile)`,
    );
    console.log(
      `           server CPU ${(serverMs / done).toFixed(2)} ms/purchase (${((100 * sysMs) / serverMs).toFixed(0)}% in the kernel)${database ? `, PostgreSQL CPU ${(databaseMs / done).toFixed(2)} ms/purchase` : ''}, buyers' CPU ${((own.user + own.system) / 1000 / done).toFixed(2)} ms/purchase, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (process.env.BENCH_SERVER_ARGS?.includes('--cpu-prof'))
      console.log(
        `           buying window for the server's profile: ${windowFrom}–${windowTo} µs (monotonic clock)`,
      );
    if (firstFailure) console.log(`           first failure: ${firstFailure.slice(0, 300)}`);
    // Where the server's CPU goes, by kind: the confirmations still queued, then quotes alone, then
    // card tokens alone (each CPU time over its count; the purchase request is what is left).
    const queued = bought - mailsIn(dataDir);
    const drainCpu = cpuSeconds(child.pid) ?? NaN;
    const drainFrom = mailsIn(dataDir);
    for (let idle = 0, last = drainFrom; idle < 50 && mailsIn(dataDir) < bought;) {
      await new Promise((r) => setTimeout(r, 100));
      const now = mailsIn(dataDir);
      idle = now === last ? idle + 1 : 0;
      last = now;
    }
    const drained = mailsIn(dataDir) - drainFrom;
    const mailMs = (((cpuSeconds(child.pid) ?? NaN) - drainCpu) * 1000) / drained;
    const alone = async (request: (c: ApiClient) => Promise<unknown>): Promise<number> => {
      const before = cpuSeconds(child.pid) ?? NaN;
      const stopAt = Date.now() + (SECONDS * 1000) / 2;
      let count = 0;
      await Promise.all(
        clients.map(async (c) => {
          while (Date.now() < stopAt) {
            await request(c);
            count += 1;
          }
        }),
      );
      return (((cpuSeconds(child.pid) ?? NaN) - before) * 1000) / count;
    };
    const quoteMs = await alone((c) => c.post('/api/quote', quote));
    const tokenMs = await alone(() => tokenize(frame));
    console.log(
      `           by kind: quote ${quoteMs.toFixed(2)} ms, tokenize ${tokenMs.toFixed(2)} ms, confirmation (PDF + e-mail, outbox worker) ${mailMs.toFixed(2)} ms (${queued} were queued at the end, ${drained} drained); purchase request ≈ ${(serverMs / done - quoteMs - tokenMs - (mailed * mailMs) / done).toFixed(2)} ms; with its confirmation a purchase costs ≈ ${(serverMs / done + ((done - mailed) * mailMs) / done).toFixed(2)} ms`,
    );
    return rate;
  } finally {
    await stop(child);
  }
};

const onPglite = async (): Promise<void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tripx-bench-purchase-'));
  try {
    const rate = await measure('PGlite', { DATA_DIR: dataDir }, Number(process.env.BENCH_WORKERS ?? 16));
    console.log(`           target ≥ 200/s: ${rate >= 200 ? 'met' : 'NOT met'}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const onPostgres = async (): Promise<void> => {
  const postgres = await benchDatabase('tripx_bench');
  if (!postgres) {
    console.log(`PostgreSQL does not answer at ${POSTGRES_URL}: not measured`);
    return;
  }
  const mailDir = mkdtempSync(join(tmpdir(), 'tripx-bench-mail-'));
  try {
    const rate = await measure(
      'PostgreSQL',
      { DATABASE_URL: postgres.url, DATA_DIR: mailDir },
      Number(process.env.BENCH_WORKERS ?? 48),
      postgres.name,
    );
    console.log(`           target ≥ 400/s: ${rate >= 400 ? 'met' : 'NOT met'}`);
  } finally {
    await postgres.drop();
    rmSync(mailDir, { recursive: true, force: true });
  }
};

const main = async (): Promise<void> => {
  console.log(`purchase = quote + tokenize + create, ${SECONDS} s per database`);
  const only = process.env.BENCH_ONLY;
  if (only !== 'postgres') await onPglite();
  if (only !== 'pglite') await onPostgres();
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

// `pnpm soak [--seconds N] [--rate R] [--instances K] [--warmup W]`: K server instances (child
// processes, `pnpm start`'s entry point) on one PostgreSQL database made for the run, under mixed
// traffic arriving at a fixed rate R per second whatever the answers' pace (an open model: a slow
// server gets more requests in flight, not fewer arrivals), spread over the instances in turn:
// 70 % quotes (POST /api/quote), 10 % policy searches by a staff user, 10 % GraphQL (destination
// search and questionnaire), 10 % purchases (quote, card token, POST /api/policies, a new visitor's
// session each). After W seconds of warm-up (default 20) each instance's resident memory is read,
// then again after N seconds (default 600) of the same traffic; per instance it prints the calls,
// `errors` (any answer but the expected status, or a failed call), `p99` (and per kind) and `rss
// growth`. Target (issue 20) at 200/s for 10 minutes on 2 instances: 0 errors, RSS growth < 10 %.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ApiClient } from '../src/support/api-client';
import { exited, spawnServer, type ChildServer } from '@tripx/testing/server';
import { buy, CATEGORY_EXAMPLES, exampleQuote } from '../src/support/purchase';
import { signInOnDatabase } from '../src/support/staff-sessions';
import { benchDatabase, POSTGRES_URL } from './bench-database';

const argument = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const n = i < 0 ? fallback : Number(process.argv[i + 1]);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} takes a positive number`);
  return n;
};
const SECONDS = argument('seconds', 600);
const RATE = argument('rate', 200);
const INSTANCES = argument('instances', 2);
const WARMUP = argument('warmup', 20);
const KINDS = ['quote', 'search', 'graphql', 'purchase'] as const;
type Kind = (typeof KINDS)[number];
const kindOf = (r: number): Kind =>
  r < 0.7 ? 'quote' : r < 0.8 ? 'search' : r < 0.9 ? 'graphql' : 'purchase';
const NAMES = ['Martin', 'Tremblay', 'Singh', 'Lee', 'Roy', 'Gagnon', 'Nguyen', 'Smith'];
const PLACES = ['YuL', 'Paris', 'Cancún', 'Londres', 'Tokyo', 'New York', 'Lisb', 'Floride'];
const GRAPHQL = (search: string) =>
  `{ distinctTravelLocations(where: { search: ${JSON.stringify(search)} }, lang: fr) { iata countryName } needsAnalysisQuestionnaire(planClass: "OCM", lang: en) { groups { title } } }`;

/** Resident memory of a process in MB, from /proc (Linux). */
const rssMb = (pid: number | undefined): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D/g, '') ?? NaN) / 1024;
};

interface Instance {
  readonly server: ChildServer;
  readonly frame: string;
  readonly staff: ApiClient;
  readonly visitors: readonly ApiClient[];
  ms: Record<Kind, number[]>;
  errors: number;
  firstError: string | undefined;
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

/** One arrival on one instance: its latency and whether it answered as expected. */
const call = async (instance: Instance, kind: Kind, quote: Record<string, unknown>): Promise<void> => {
  const t0 = performance.now();
  let failure: string | undefined;
  try {
    const visitor = pick(instance.visitors);
    if (kind === 'quote') {
      const r = await visitor.post('/api/quote', quote);
      if (r.status !== 200) failure = `quote ${r.status}`;
    } else if (kind === 'search') {
      const r = await instance.staff.get(`/api/policies/search?lastName=${pick(NAMES)}&limit=20`);
      if (r.status !== 200) failure = `search ${r.status}`;
    } else if (kind === 'graphql') {
      const r = await visitor.post<{ errors?: unknown }>('/graphql', { query: GRAPHQL(pick(PLACES)) });
      if (r.status !== 200 || r.body.errors) failure = `graphql ${r.status}`;
    } else {
      const buyer = new ApiClient(instance.server.baseUrl);
      const { purchase } = await buy(buyer, instance.frame, quote);
      if (purchase.status !== 201) failure = `purchase ${purchase.status}`;
    }
  } catch (e) {
    failure = `${kind}: ${(e as Error).message}`;
  }
  instance.ms[kind].push(performance.now() - t0);
  if (failure) {
    instance.errors += 1;
    instance.firstError ??= failure;
  }
};

const emptyTimes = (): Record<Kind, number[]> => ({ quote: [], search: [], graphql: [], purchase: [] });
const p99 = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.99) - 1)] ?? NaN;

/** Arrivals every 1/RATE s for `seconds`, each sent without waiting for the others; resolves when all answered. */
const traffic = async (instances: readonly Instance[], seconds: number, quote: Record<string, unknown>) => {
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  let late = 0;
  for (let n = 0; n < seconds * RATE; n += 1) {
    const due = start + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else if (wait < -50) late += 1;
    inFlight.push(call(instances[n % instances.length] as Instance, kindOf(Math.random()), quote));
  }
  await Promise.all(inFlight);
  return { late, elapsed: (performance.now() - start) / 1000 };
};

const main = async (): Promise<void> => {
  const database = await benchDatabase('tripx_soak');
  if (!database) throw new Error(`PostgreSQL does not answer at ${POSTGRES_URL}`);
  const dirs: string[] = [];
  const servers: ChildServer[] = [];
  try {
    const env = (): Record<string, string> => {
      dirs.push(mkdtempSync(join(tmpdir(), 'tripx-soak-')));
      return {
        DATABASE_URL: database.url,
        DATA_DIR: dirs[dirs.length - 1] as string,
        QUOTE_SIGNING_SECRET: secret,
      };
    };
    const secret = randomBytes(24).toString('base64url');
    // The first migrates and seeds; the others start on the ready schema.
    servers.push(await spawnServer(env()));
    for (let i = 1; i < INSTANCES; i += 1) servers.push(await spawnServer(env()));
    const instances: Instance[] = await Promise.all(
      servers.map(async (server) => {
        const frame = (
          (await (await fetch(`${server.baseUrl}/api/payment/frame`)).json()) as { frameOrigin: string }
        ).frameOrigin;
        const visitors = Array.from({ length: 32 }, () => new ApiClient(server.baseUrl));
        await Promise.all(visitors.map((v) => v.startSession()));
        return {
          server,
          frame,
          staff: new ApiClient(server.baseUrl),
          visitors,
          ms: emptyTimes(),
          errors: 0,
          firstError: undefined,
        };
      }),
    );
    await signInOnDatabase(
      database.url,
      instances.map((i) => ({ client: i.staff, profileCode: 'admin' })),
    );
    const quote = exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en');
    console.log(
      `soak: ${INSTANCES} instance(s) on PostgreSQL (${database.name}), ${RATE} arrivals/s, 70 % quotes, 10 % searches, 10 % GraphQL, 10 % purchases`,
    );
    console.log(`warm-up ${WARMUP} s …`);
    await traffic(instances, WARMUP, quote);
    const warmErrors = instances.map((i) => i.errors);
    for (const i of instances) Object.assign(i, { ms: emptyTimes(), errors: 0, firstError: undefined });
    const rssStart = instances.map((i) => rssMb(i.server.process.pid));
    console.log(`measured run ${SECONDS} s …`);
    const run = await traffic(instances, SECONDS, quote);
    const rssEnd = instances.map((i) => rssMb(i.server.process.pid));
    console.log(
      `${(SECONDS * RATE).toLocaleString('en')} arrivals in ${run.elapsed.toFixed(0)} s (${run.late} sent over 50 ms late by this process); load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    instances.forEach((instance, n) => {
      const all = KINDS.flatMap((k) => instance.ms[k]);
      const perKind = KINDS.map((k) => `${k} ${p99(instance.ms[k]).toFixed(0)}`).join(', ');
      const start = rssStart[n] as number;
      const end = rssEnd[n] as number;
      const growth = ((end - start) / start) * 100;
      console.log(
        `instance ${n + 1}: ${all.length} calls  errors ${instance.errors} (warm-up ${warmErrors[n]})  p99 ${p99(all).toFixed(0)} ms (${perKind})  rss growth ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % (${start.toFixed(0)} → ${end.toFixed(0)} MB)${instance.firstError ? `  first error: ${instance.firstError}` : ''}`,
      );
    });
  } finally {
    for (const s of servers) s.process.kill('SIGTERM');
    await Promise.all(servers.map((s) => exited(s.process)));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await database.drop();
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

// `pnpm bench:scale [--sizes 1k,10k,100k,1m] [--keep]`: how policy search, the year's sales report
// and the licence export cost as the book grows. One PostgreSQL database made for the run (dropped
// after, unless --keep); the real server in a child process on it (it migrates and seeds the demo
// data), then bookings written by PostgreSQL itself (scale-seed.ts) up to each size in turn, and at
// each size, through the HTTP API as the staff app calls it, signed in as the demo Staff_Admin (data
// scope ALL: no organization narrows the search):
//  - policy search by number, by name (last and first name) and by e-mail, each of 200 policies
//    drawn at random (common names come up as often as they are common); p50 and p95;
//  - the SalesActivity report of the largest organization (CM, with its children) over the last
//    365 days, and the licence export (CSV, every licence the admin sees); p50 and max of 10.
// A few calls of each kind first warm the server up (not counted).
// Targets (issue 20): search p95 < 100 ms, report < 1 s. The machine may be shared: the load
// average is printed with each size.
import { loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from '../src/support/api-client';
import { exited, spawnServer } from '@tripx/testing/server';
import { signInOnDatabase } from '../src/support/staff-sessions';
import { benchDatabase, pg, POSTGRES_URL } from './bench-database';
import { seedAgents, seedBookings, seedOrganizations } from './scale-seed';

const SIZES: Readonly<Record<string, number>> = { '1k': 1e3, '10k': 1e4, '100k': 1e5, '1m': 1e6 };
const SEARCHES = 200;
const RUNS = 10;

const argument = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const sizes = (argument('sizes') ?? '1k,10k,100k,1m').split(',').map((s) => {
  const n = SIZES[s.trim().toLowerCase()];
  if (n === undefined) throw new Error(`--sizes takes ${Object.keys(SIZES).join(', ')}; got ${s}`);
  return n;
});

const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;

/** Milliseconds of each call, in order (one at a time: latency, not throughput). */
const timed = async (calls: readonly (() => Promise<{ status: number }>)[], ok = 200): Promise<number[]> => {
  const out: number[] = [];
  for (const call of calls) {
    const t0 = performance.now();
    const r = await call();
    out.push(performance.now() - t0);
    if (r.status !== ok) throw new Error(`answered ${r.status}`);
  }
  return out;
};

interface Sample {
  readonly policy_number: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
}

const measure = async (db: InstanceType<typeof pg.Client>, staff: ApiClient) => {
  const { rows } = await db.query<Sample>(`select policy_number, first_name, last_name,
      contact->>'email' as email from policies order by random() limit ${SEARCHES}`);
  const search = (q: Record<string, string>) => () =>
    staff.get(`/api/policies/search?${new URLSearchParams({ ...q, limit: '20' }).toString()}`);
  // Warm-up, not counted: a fresh server compiles each route's code on its first calls.
  for (const r of rows.slice(0, 20))
    await timed([
      search({ policyNumber: r.policy_number }),
      search({ lastName: r.last_name }),
      search({ email: r.email }),
    ]);
  const byNumber = await timed(rows.map((r) => search({ policyNumber: r.policy_number })));
  const byName = await timed(rows.map((r) => search({ lastName: r.last_name, firstName: r.first_name })));
  const byEmail = await timed(rows.map((r) => search({ email: r.email })));
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const report = await timed(
    Array.from(
      { length: RUNS + 1 },
      () => () =>
        staff.post('/api/distribution/reports', {
          report: 'SalesActivity',
          level: 'agency',
          organizationCode: 'CM',
          includeChildOrganizations: true,
          from,
          to,
        }),
    ),
  );
  const exported = await timed(
    Array.from(
      { length: RUNS + 1 },
      () => () => staff.post('/api/distribution/licenses/export?format=csv', {}),
    ),
  );
  // The first report and export warm up and are not counted.
  return { byNumber, byName, byEmail, report: report.slice(1), exported: exported.slice(1) };
};

const counts = async (db: InstanceType<typeof pg.Client>) => {
  const { rows } = await db.query<Record<string, string>>(`select
      (select count(*) from policies) as policies, (select count(*) from policy_groups) as bookings,
      (select count(*) from payments) as payments, (select count(*) from policy_history) as history,
      (select count(*) from licences) as licences,
      (select count(*) from policy_groups g join policies p using (group_number)
        where g.organization_code = 'CM' and g.application_date > current_date - 365) as report_rows`);
  return rows[0] ?? {};
};

const main = async (): Promise<void> => {
  const database = await benchDatabase('tripx_scale');
  if (!database) throw new Error(`PostgreSQL does not answer at ${POSTGRES_URL}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tripx-bench-scale-'));
  const server = await spawnServer({ DATABASE_URL: database.url, DATA_DIR: dataDir });
  const db = new pg.Client({ connectionString: database.url });
  try {
    await db.connect();
    const staff = new ApiClient(server.baseUrl);
    await signInOnDatabase(database.url, [{ client: staff, profileCode: 'admin' }]);
    await seedOrganizations(db);
    console.log(`database ${database.name}; searches: ${SEARCHES} each, report and export: ${RUNS} each`);
    let bookings = 0;
    let policies = 0;
    let agents = 0;
    for (const size of sizes) {
      const t0 = performance.now();
      const wantAgents = Math.max(20, Math.round(size / 200));
      await seedAgents(db, agents, wantAgents);
      agents = Math.max(agents, wantAgents);
      const more = Math.ceil(Math.max(0, size - policies) / 1.6);
      policies += await seedBookings(db, bookings, bookings + more, agents);
      bookings += more;
      // As autovacuum leaves a table that has taken inserts: statistics, and the visibility map that
      // lets the report's index-only scans skip the rows.
      await db.query('vacuum analyze');
      const seeded = (performance.now() - t0) / 1000;
      const c = await counts(db);
      const m = await measure(db, staff);
      const p95 = (xs: number[]) => ms(percentile(xs, 95));
      const p50 = (xs: number[]) => ms(percentile(xs, 50));
      console.log(
        `\n${c['policies']} policies (${c['bookings']} bookings, ${c['payments']} payments, ${c['history']} history rows, ${c['licences']} licences), seeded in ${seeded.toFixed(0)} s; load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
      for (const [label, xs] of [
        ['search by number', m.byNumber],
        ['search by name', m.byName],
        ['search by e-mail', m.byEmail],
      ] as const)
        console.log(
          `  ${label.padEnd(18)} p50 ${p50(xs).padStart(7)}  p95 ${p95(xs).padStart(7)}  (target < 100 ms: ${percentile(xs, 95) < 100 ? 'met' : 'NOT met'})`,
        );
      console.log(
        `  sales report       p50 ${p50(m.report).padStart(7)}  max ${ms(Math.max(...m.report)).padStart(7)}  (${c['report_rows']} travellers sold by CM in 365 days; target < 1 s: ${Math.max(...m.report) < 1000 ? 'met' : 'NOT met'})`,
      );
      console.log(
        `  licence export     p50 ${p50(m.exported).padStart(7)}  max ${ms(Math.max(...m.exported)).padStart(7)}`,
      );
    }
  } finally {
    await db.end().catch(() => undefined);
    server.process.kill('SIGTERM');
    await exited(server.process);
    rmSync(dataDir, { recursive: true, force: true });
    if (process.argv.includes('--keep')) console.log(`kept database ${database.name} (${database.url})`);
    else await database.drop();
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

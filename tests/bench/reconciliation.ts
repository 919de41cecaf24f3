// `pnpm bench:reconcile`: the reconciliation sweep's time as the purchase history grows. A database
// made for the run on PostgreSQL (TEST_DATABASE_URL or postgres://$USER@127.0.0.1:5432/test; dropped
// after) gets 10k, then 1M settled historical attempts and their captured charges (generate_series),
// all before the watermark; then the same fresh work after it (200 attempts left PENDING by a crash,
// half of them charged). It prints the sweep's time for each size and their ratio (flat ≈ 1), an idle
// sweep's, the query plans of the two window reads (index used), and, for comparison, what reading
// the whole history costs PostgreSQL (the sweep before the watermark read every captured charge).
// BENCH_SIZES (10000,1000000).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { benchDatabase, pg, POSTGRES_URL } from './bench-database';
import { openDatabase, migrateToLatest, SqlPurchaseStore, SqlSandboxStorage } from '@tripx/adapters-sql';
import { SandboxPaymentProvider } from '@tripx/adapters-payment';
import { reconcileCharges } from '@tripx/application';
import { Effect } from 'effect';

const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const FRESH = 200;
const GRACE_MS = 60_000;
const HOUR = 3_600_000;

const bench = await benchDatabase('tripx_reconcile');
if (!bench) {
  console.log(`PostgreSQL does not answer at ${POSTGRES_URL}: not measured`);
  process.exit(0);
}
const database = await openDatabase({ databaseUrl: bench.url, poolSize: 4 });
// Seeding and plans go through a client of their own; the sweep through the server's adapters.
const direct = new pg.Client({ connectionString: bench.url });
await direct.connect();
const run = (text: string, values: unknown[] = []) => direct.query(text, values);

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** N settled purchases (attempt PURCHASED, charge captured), one every 30 s before `before`. */
const seedHistory = async (n: number, before: Date) => {
  await run(
    `truncate purchase_attempts, payment_sandbox_refunds, payment_sandbox_charges, reconciliation_watermarks`,
  );
  await run(
    `insert into purchase_attempts (group_number, session_hash, fingerprint, status, organization_code,
       policy_numbers, total_cents, booking, created_at, settled_at)
     select 'GH' || i, 'session', 'fp' || i, 'PURCHASED', 'CM', jsonb_build_array('TH' || i), 10000, '{}'::jsonb,
       $1::timestamptz - make_interval(secs => i * 30), $1::timestamptz - make_interval(secs => i * 30)
     from generate_series(1, $2::int) i`,
    [before, n],
  );
  await run(
    `insert into payment_sandbox_charges (charge_ref, idempotency_key, fingerprint, data_key, brand, last4,
       amount_cents, currency, reference, status, created_at)
     select 'ch_h' || i, 'purchase:h:' || i || ':1', 'fp', 'dk', 'visa', '4242', 10000, 'CAD', 'TH' || i,
       'CAPTURED', $1::timestamptz - make_interval(secs => i * 30)
     from generate_series(1, $2::int) i`,
    [before, n],
  );
  await run('analyze purchase_attempts');
  await run('analyze payment_sandbox_charges');
};

/** The fresh work after the watermark: attempts a crash left PENDING, every other one charged. */
const seedFresh = async (from: Date, round: number) => {
  await run(
    `insert into purchase_attempts (group_number, session_hash, fingerprint, status, organization_code,
       policy_numbers, total_cents, booking, created_at)
     select 'GF${round}-' || i, 'session', 'fpf${round}-' || i, 'PENDING', 'CM', jsonb_build_array('TF${round}-' || i),
       10000, '{}'::jsonb, $1::timestamptz + make_interval(secs => i)
     from generate_series(1, $2::int) i`,
    [from, FRESH],
  );
  await run(
    `insert into payment_sandbox_charges (charge_ref, idempotency_key, fingerprint, data_key, brand, last4,
       amount_cents, currency, reference, status, created_at)
     select 'ch_f${round}-' || i, 'purchase:f${round}:' || i || ':1', 'fp', 'dk', 'visa', '4242', 10000, 'CAD',
       'TF${round}-' || i, 'CAPTURED', $1::timestamptz + make_interval(secs => i + 1)
     from generate_series(1, $2::int, 2) i`,
    [from, FRESH],
  );
};

const store = new SqlPurchaseStore(database);
const provider = new SandboxPaymentProvider({ storage: new SqlSandboxStorage(database.db) });
const sweep = () =>
  Effect.runPromise(
    reconcileCharges(
      {
        payments: provider,
        store,
        answers: { refused: () => ({ status: 513, body: { error: { code: 'activationFailed' } } }) },
        now: () => new Date(),
        newId: randomUUID,
        log: () => undefined,
      },
      GRACE_MS,
    ),
  );

const plan = async (text: string, values: unknown[]) =>
  (await run(`explain (analyze, costs off, timing off, summary on) ${text}`, values)).rows
    .map((r: Record<string, unknown>) => `    ${String(Object.values(r)[0])}`)
    .join('\n');

try {
  await migrateToLatest(database.db);
  console.log(
    `reconciliation sweep on PostgreSQL; fresh work per sweep: ${FRESH} PENDING attempts (${FRESH / 2} charged); load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  // Warm-up (JIT, connections, prepared statements), not measured.
  await seedHistory(1000, new Date(Date.now() - 2 * HOUR));
  await store.markReconciledUntil(new Date(Date.now() - 2 * HOUR));
  await seedFresh(new Date(Date.now() - 2 * HOUR), 9);
  await sweep();
  const results: { n: number; work: number; idle: number }[] = [];
  for (const n of SIZES) {
    const watermark = new Date(Date.now() - 2 * HOUR);
    let t = process.hrtime.bigint();
    await seedHistory(n, watermark);
    console.log(
      `${n.toLocaleString('en')} historical attempts and charges seeded in ${(ms(t) / 1000).toFixed(1)} s`,
    );
    await store.markReconciledUntil(watermark);
    await seedFresh(watermark, 0);
    t = process.hrtime.bigint();
    const report = await sweep();
    const work = ms(t);
    const idle: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await run(`update reconciliation_watermarks set reconciled_until = $1`, [watermark]);
      t = process.hrtime.bigint();
      await sweep();
      idle.push(ms(t));
    }
    results.push({ n, work, idle: median(idle) });
    console.log(
      `  sweep ${work.toFixed(0)} ms (${report.reversed} reversed, ${report.abandoned} abandoned); idle sweep (nothing to settle) median of 5: ${median(idle).toFixed(1)} ms`,
    );
    const cutoff = new Date(Date.now() - GRACE_MS);
    console.log('  plan of the attempts read (from the watermark):');
    console.log(
      await plan(
        `select group_number, policy_numbers, created_at from purchase_attempts
         where status = 'PENDING' and created_at < $1 and created_at >= $2 order by created_at`,
        [cutoff, watermark],
      ),
    );
    console.log("  plan of the provider's captured charges read (from the watermark):");
    console.log(
      await plan(
        `select * from payment_sandbox_charges where status = 'CAPTURED' and created_at < $1 and created_at >= $2
         order by created_at, charge_ref`,
        [new Date(), watermark],
      ),
    );
    const whole = (
      await run(
        `explain (analyze, costs off, timing off, summary on) select * from payment_sandbox_charges
         where status = 'CAPTURED' and created_at < $1 order by created_at, charge_ref`,
        [new Date()],
      )
    ).rows
      .map((r: Record<string, unknown>) => String(Object.values(r)[0]))
      .find((l) => l.startsWith('Execution Time'));
    console.log(
      `  without a watermark (before): the sweep read every captured charge — that read alone: ${whole} in PostgreSQL, then a query per charge in the sweep`,
    );
  }
  const [first, last] = [results[0], results[results.length - 1]];
  if (first && last && first !== last)
    console.log(
      `ratio ${last.n.toLocaleString('en')} / ${first.n.toLocaleString('en')}: sweep ${(last.work / first.work).toFixed(2)}, idle sweep ${(last.idle / first.idle).toFixed(2)} (flat ≈ 1); load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
} finally {
  await direct.end();
  await database.close();
  await bench.drop();
}

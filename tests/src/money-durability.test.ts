import { describeOnPostgres } from '@tripx/testing/postgres';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { openTestDatabase, pgliteDatabase, postgresDatabase, type TestDatabase } from './support/databases';
import { buy, CATEGORY_EXAMPLES, exampleQuote } from './support/purchase';
import { exited, spawnServer } from '@tripx/testing/server';
import { signInAs, startInProcess } from './support/servers';

type Json = Record<string, unknown>;
const CRASH_POINTS = ['beforeProvider', 'afterProvider'] as const;
const addDays = (d: string, n: number) => new Date(Date.parse(d) + n * 86_400_000).toISOString().slice(0, 10);
const put = (c: ApiClient, path: string, body: unknown) => c.request<Json>('PUT', path, { body });

/** Three bookings bought, the third cancelled, and a staff session: what the crashing server acts on. */
const prepare = async (database: TestDatabase) => {
  const s = await startInProcess(database.env);
  try {
    const frame = s.server.deps.config.paymentFrameOrigin ?? '';
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const run = await buy(s.client(), frame, exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'));
      expect(run.purchase.status).toBe(201);
      numbers.push(((run.purchase.body['policies'] as Json[])[0] as Json)['policyNumber'] as string);
    }
    const staff = s.client();
    await signInAs(s.server, staff, 'admin');
    const [cancelled, endorsed, reinstated] = numbers as [string, string, string];
    expect(
      (
        await put(staff, '/api/policies/cancel', {
          cancellationReason: 'x',
          paxes: [{ policyNumber: reinstated }],
        })
      ).status,
    ).toBe(200);
    const form = await staff.get<{ snapshot: Json & { endDate: string }; version: number }>(
      `/api/policies/${endorsed}/endorsement`,
    );
    return { staff, cancelled, endorsed, reinstated, form: form.body };
  } finally {
    await s.close();
  }
};

interface Money {
  open: number;
  /** Per provider charge: what it took and gave back, and what the ledger says it did. */
  charges: { ref: string; took: number; gave: number; booked: number; returned: number }[];
  policies: { policy_number: string; status: string; premium: number; balance: number }[];
}

/** Policy state, ledger and the provider's own records, read straight from the database. */
const moneyOf = async (database: TestDatabase, numbers: readonly string[]): Promise<Money> => {
  const db = await openTestDatabase(database);
  try {
    const open = await sql<{ n: number }>`select count(*)::int as n from money_moves
      where status in ('PENDING', 'HELD')`.execute(db.db);
    const charges = await sql<Money['charges'][number]>`select c.charge_ref as ref,
        c.amount_cents::int as took,
        coalesce((select sum(r.amount_cents) from payment_sandbox_refunds r where r.charge_ref = c.charge_ref), 0)::int as gave,
        coalesce((select sum(p.amount_cents) from payments p where p.card_reference = c.charge_ref and p.type = 'CHARGE'), 0)::int as booked,
        coalesce((select sum(p.amount_cents) from payments p where p.card_reference = c.charge_ref and p.type = 'REFUND'), 0)::int as returned
      from payment_sandbox_charges c where c.status = 'CAPTURED' and c.reference in (${sql.join(numbers)})`.execute(
      db.db,
    );
    const policies = await sql<Money['policies'][number]>`select q.policy_number, q.status,
        q.premium_total_cents::int as premium,
        coalesce(sum(case when p.type = 'CHARGE' then p.amount_cents else -p.amount_cents end), 0)::int as balance
      from policies q left join payments p on p.policy_number = q.policy_number
      where q.policy_number in (${sql.join(numbers)})
      group by q.policy_number, q.status, q.premium_total_cents`.execute(db.db);
    return { open: open.rows[0]?.n ?? -1, charges: charges.rows, policies: policies.rows };
  } finally {
    await db.close();
  }
};

const suite = (name: string, make: () => Promise<TestDatabase>) =>
  describe(`policy money survives kill -9 (${name})`, () => {
    it.each(CRASH_POINTS)(
      'killed %s the provider while cancelling, endorsing and reinstating: after restart state, ledger and provider agree',
      async (crashAt) => {
        const database = await make();
        try {
          const env = { ...database.env, LOG_LEVEL: 'info' };
          const { staff, cancelled, endorsed, reinstated, form } = await prepare(database);
          const crashing = await spawnServer({ ...env, MONEY_CRASH_AT: crashAt });
          const client = new ApiClient(crashing.baseUrl);
          client.cookie = staff.cookie;
          client.csrfToken = staff.csrfToken;
          // The first of them to reach the provider kills the server; the others die before or after their write.
          const answers = await Promise.allSettled([
            put(client, '/api/policies/cancel', {
              cancellationReason: 'x',
              paxes: [{ policyNumber: cancelled }],
            }),
            put(client, '/api/policies', {
              policyNumber: endorsed,
              version: form.version,
              changes: { ...form.snapshot, endDate: addDays(form.snapshot.endDate, 3) },
              charge: { method: 'TOKEN' },
            }),
            put(client, '/api/policies/reinstate', {
              policyNumber: reinstated,
              payment: { method: 'TOKEN' },
            }),
          ]);
          expect(await exited(crashing.process)).toBeNull();
          expect(crashing.process.signalCode).toBe('SIGKILL');
          expect(answers.some((a) => a.status === 'rejected')).toBe(true);

          const restarted = await spawnServer(env);
          restarted.process.kill('SIGTERM');
          expect(await exited(restarted.process)).toBe(0);
          // The start-up pass found the move the crash interrupted and settled it.
          const drained = restarted
            .output()
            .split('\n')
            .filter((line) => line.includes('"event":"money.drained"'))
            .map((line) => JSON.parse(line) as { done: number });
          expect(
            drained.some((d) => d.done > 0),
            restarted.output(),
          ).toBe(true);

          const after = await moneyOf(database, [cancelled, endorsed, reinstated]);
          expect(after.policies).toHaveLength(3);
          expect(after.open).toBe(0);
          for (const c of after.charges) {
            expect([c.booked, c.returned], c.ref).toEqual([c.took, c.gave]);
            expect(c.gave).toBeLessThanOrEqual(c.took);
          }
          for (const p of after.policies) {
            if (p.status === 'ACTIVE') expect(p.balance, p.policy_number).toBe(p.premium);
            else expect([p.status, p.balance], p.policy_number).toEqual(['REFUNDED', 0]);
          }
        } finally {
          await database.drop();
        }
      },
      240_000,
    );
  });

suite('PGlite', async () => pgliteDatabase());
await describeOnPostgres('money kill -9 on PostgreSQL', () => suite('PostgreSQL', postgresDatabase));

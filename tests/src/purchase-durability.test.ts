import { openDatabase } from '@tripx/adapters-sql';
import { describeOnPostgres } from '@tripx/testing/postgres';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { pgliteDatabase, postgresDatabase, type TestDatabase } from './support/databases';
import { buy, CATEGORY_EXAMPLES, DECLINED_CARD, exampleQuote, letters, TEST_CARD } from './support/purchase';
import { exited, spawnServer } from '@tripx/testing/server';

const frameOf = async (baseUrl: string) =>
  ((await (await fetch(`${baseUrl}/api/payment/frame`)).json()) as { frameOrigin: string }).frameOrigin;

/** Every captured charge: reversed, or its policy ACTIVE (and an ACTIVE policy has its charge). */
const settled = async (database: TestDatabase) => {
  const db = await openDatabase(
    database.kind === 'pglite'
      ? { dataDir: database.env['DATA_DIR'] as string }
      : { databaseUrl: database.env['DATABASE_URL'] as string },
  );
  try {
    const { rows } = await sql<{ charge_ref: string; status: string | null; reversed: boolean }>`
      select c.charge_ref, p.status,
        exists (select 1 from payment_sandbox_refunds r where r.charge_ref = c.charge_ref) as reversed
      from payment_sandbox_charges c left join policies p on p.policy_number = c.reference
      where c.status = 'CAPTURED'`.execute(db.db);
    const { rows: pending } = await sql<{ n: number }>`
      select (select count(*) from policies where status = 'PENDING')
        + (select count(*) from purchase_attempts where status = 'PENDING') as n`.execute(db.db);
    // An attempt that did not end PURCHASED left no policy row; a PURCHASED one left all of them.
    const { rows: mismatched } = await sql<{ group_number: string; status: string; policies: number }>`
      select a.group_number, a.status,
        (select count(*)::int from policies p where p.group_number = a.group_number) as policies
      from purchase_attempts a
      where (a.status = 'PURCHASED') <> exists (select 1 from policies p where p.group_number = a.group_number)`.execute(
      db.db,
    );
    return { rows, pending: Number(pending[0]?.n ?? -1), mismatched };
  } finally {
    await db.close();
  }
};

const suite = (name: string, make: () => Promise<TestDatabase>) =>
  describe(`buying survives kill -9 (${name})`, () => {
    it('after a kill -9 in a burst of purchases, every charge has an ACTIVE policy or was reversed, no attempt is left PENDING nor left a policy; the card number is in no log', async () => {
      const database = await make();
      try {
        const env = { ...database.env, LOG_LEVEL: 'info', PURCHASE_RECONCILE_GRACE_MS: '0' };
        const first = await spawnServer(env);
        const frame = await frameOf(first.baseUrl);
        const quote = exampleQuote(CATEGORY_EXAMPLES.VISITOR_TO_CANADA, 'en');
        const clients = Array.from({ length: 6 }, () => new ApiClient(first.baseUrl));
        await Promise.all(clients.map((c) => c.startSession()));
        // One purchase through, one declined: both cards must stay out of the log.
        expect((await buy(clients[0] as ApiClient, frame, quote)).purchase.status).toBe(201);
        expect(
          (
            await buy(clients[0] as ApiClient, frame, quote, {
              card: DECLINED_CARD,
              names: [['Dee', 'Cline']],
            })
          ).purchase.status,
        ).toBe(402);
        let done = 0;
        let over = 0;
        // Other travellers each time: the same ones again in a session would be refused (a purchase is final).
        const burst = clients.flatMap((c, i) =>
          [1, 2, 3].map((n) =>
            buy(c, frame, quote, { names: [[`Burst${letters(i)}x${letters(n)}`, 'Lee']] })
              .then(
                () => void (done += 1),
                () => undefined,
              )
              .finally(() => void (over += 1)),
          ),
        );
        // Two purchases through, then the kill; a burst that all failed says so instead of waiting forever.
        while (done < 2 && over < burst.length) await new Promise((r) => setTimeout(r, 5));
        first.process.kill('SIGKILL');
        await exited(first.process);
        expect(done, 'purchases of the burst done before the kill').toBeGreaterThanOrEqual(2);
        await Promise.all(burst);
        const log = first.output();

        const second = await spawnServer(env);
        second.process.kill('SIGTERM');
        expect(await exited(second.process)).toBe(0);
        const restartLog = second.output();
        expect(restartLog).toContain('reconciliation.done');

        const after = await settled(database);
        expect(after.rows.length).toBeGreaterThan(2);
        for (const r of after.rows) expect(r.reversed || r.status === 'ACTIVE', JSON.stringify(r)).toBe(true);
        expect(after.rows.filter((r) => r.status === 'ACTIVE' && r.reversed)).toEqual([]);
        expect(after.pending).toBe(0);
        expect(after.mismatched).toEqual([]);
        for (const number of [TEST_CARD, DECLINED_CARD]) {
          expect(log).not.toContain(number);
          expect(restartLog).not.toContain(number);
        }
      } finally {
        await database.drop();
      }
    });
  });

suite('PGlite', async () => pgliteDatabase());
await describeOnPostgres('kill -9 on PostgreSQL', () => suite('PostgreSQL', postgresDatabase));

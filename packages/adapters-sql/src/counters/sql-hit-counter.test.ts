import { describeOnPostgres } from '@tripx/testing/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import type { CounterTables } from './counters-schema';
import { SqlHitCounter } from './sql-hit-counter';
import { SqlSignInAuditLog } from './sql-sign-in-audit-log';

const T0 = Date.UTC(2026, 10, 25, 12);
const at = (ms: number) => new Date(T0 + ms);

const contract = (label: string, open: () => Promise<{ database: Database; drop: () => Promise<void> }>) =>
  describe(`shared counters on ${label}`, () => {
    let opened: { database: Database; drop: () => Promise<void> };
    let counter: SqlHitCounter;
    beforeAll(async () => {
      opened = await open();
      counter = new SqlHitCounter(opened.database.db);
    });
    afterAll(() => opened?.drop());

    it('counts hits in a window that opens with the first and restarts once ended', async () => {
      expect((await counter.hit('a', at(0), 1_000)).count).toBe(1);
      const second = await counter.hit('a', at(400), 1_000);
      expect(second).toEqual({ count: 2, endsAt: at(1_000), lastAt: at(400) });
      expect(await counter.peek('a', at(999))).toEqual(second);
      expect(await counter.peek('a', at(1_000))).toBeUndefined();
      expect(await counter.hit('a', at(1_000), 1_000)).toEqual({
        count: 1,
        endsAt: at(2_000),
        lastAt: at(1_000),
      });
      expect(await counter.peek('b', at(0))).toBeUndefined();
    });
    it('concurrent hits are all counted (one atomic upsert each)', async () => {
      const hits = await Promise.all(Array.from({ length: 20 }, () => counter.hit('busy', at(0), 60_000)));
      expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });
    it('clear forgets a key', async () => {
      await counter.hit('c', at(0), 60_000);
      await counter.clear('c');
      expect(await counter.peek('c', at(1))).toBeUndefined();
    });
    it('the audit keeps one row per refused or failed sign-in', async () => {
      const audit = new SqlSignInAuditLog(opened.database.db);
      const event = {
        at: at(0),
        realm: 'staff',
        account: 'admin',
        address: '192.0.2.1',
        retryAfterSeconds: 0,
      };
      await audit.record({ ...event, outcome: 'failed' });
      await audit.record({ ...event, outcome: 'refused', retryAfterSeconds: 30 });
      const rows = await opened.database.db
        .withTables<CounterTables>()
        .selectFrom('sign_in_audit')
        .select(['outcome', 'retry_after_seconds'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { outcome: 'failed', retry_after_seconds: 0 },
        { outcome: 'refused', retry_after_seconds: 30 },
      ]);
    });
  });

contract('PGlite', async () => {
  const database = await migratedPglite();
  return { database, drop: () => database.close() };
});
await describeOnPostgres('shared counters and sign-in audit on PostgreSQL', () =>
  contract('PostgreSQL', migratedPostgres),
);

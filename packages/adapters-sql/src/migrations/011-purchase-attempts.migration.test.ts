import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { legacyGroup, migratedAllBut } from '../test-support/migrated-before';
import { migrateToLatest } from './migrate';

describe('migration 011: never-activated policies become attempts (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migratedAllBut('011-purchase-attempts');
  }, 120_000);
  afterAll(() => database.close());

  it('moves declined, abandoned and pending bookings out of the policy tables; sold and cancelled ones stay', async () => {
    await legacyGroup(database, 'G-DECLINED', 'INACTIVE', 'NOT_ACTIVATED:cardDeclined');
    await legacyGroup(database, 'G-ABANDONED', 'INACTIVE', 'NOT_ACTIVATED:reconciliation');
    await legacyGroup(database, 'G-PENDING', 'PENDING');
    await legacyGroup(database, 'G-CANCELLED', 'INACTIVE', 'CANCELLED');
    await legacyGroup(database, 'G-ACTIVE', 'ACTIVE');
    expect(await migrateToLatest(database.db)).toEqual(['011-purchase-attempts']);
    const { rows: attempts } = await sql<{ group_number: string; status: string; reason: string | null }>`
      select group_number, status, reason from purchase_attempts order by group_number`.execute(database.db);
    expect(attempts).toEqual([
      { group_number: 'G-ABANDONED', status: 'ABANDONED', reason: 'reconciliation' },
      { group_number: 'G-DECLINED', status: 'DECLINED', reason: 'cardDeclined' },
      { group_number: 'G-PENDING', status: 'PENDING', reason: null },
    ]);
    const { rows: policies } = await sql<{ group_number: string }>`
      select group_number from policies order by group_number`.execute(database.db);
    expect(policies.map((p) => p.group_number)).toEqual(['G-ACTIVE', 'G-CANCELLED']);
    const { rows: history } = await sql<{ n: number }>`
      select count(*)::int as n from policy_history where action like 'NOT_ACTIVATED:%'`.execute(database.db);
    expect(history[0]?.n).toBe(0);
  });
});

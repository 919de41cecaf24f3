import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/database';
import { MIGRATIONS, migrateToLatest } from './migrate';
import { toKyselyMigration } from './sql-migration';

/** A group of one policy, as the purchase wrote it before migration 011. */
const legacyGroup = async (database: Database, group: string, status: string, history?: string) => {
  const { db } = database;
  await sql`insert into policy_groups (group_number, organization_code, sales_channel, traveller_category,
      traveller_type, language, trip_information, province_of_residence, start_date, end_date, application_date)
    values (${group}, 'CM', 'b2c', 'TRAVELLING_CANADIANS', 'SINGLE', 'en', '{}', 'ON', '2026-04-01', '2026-04-10',
      '2026-03-01')`.execute(db);
  await sql`insert into policies (policy_number, group_number, reference_number, status, first_name, last_name,
      date_of_birth, age, plan_code, plan, premium_total_cents)
    values (${`TX-${group}`}, ${group}, 1, ${status}, 'Ann', 'Lee', '1980-01-01', 46, 'SEMH', '{}', 1000)`.execute(
    db,
  );
  if (history)
    await sql`insert into policy_history (policy_number, action, field_changed, from_value, to_value)
      values (${`TX-${group}`}, ${history}, 'status', 'PENDING', 'INACTIVE')`.execute(db);
};

describe('migration 011: never-activated policies become attempts (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const before = MIGRATIONS.filter((m) => m.name !== '011-purchase-attempts');
    const migrator = new Migrator({
      db: database.db,
      provider: {
        getMigrations: async () => Object.fromEntries(before.map((m) => [m.name, toKyselyMigration(m)])),
      },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await sql`insert into organizations (code, name_en, name_fr, sales_channel, language, category)
      values ('CM', 'Direct', 'Direct', 'b2c', 'en', 'DIRECT')`.execute(database.db);
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

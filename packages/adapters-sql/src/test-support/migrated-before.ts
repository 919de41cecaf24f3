import { Migrator, sql } from 'kysely';
import { openDatabase, type Database } from '../database/database';
import { MIGRATIONS } from '../migrations/migrate';
import { toKyselyMigration } from '../migrations/sql-migration';

/**
 * A database in memory (PGlite) with every migration but `name`, and the direct organization CM:
 * a migration's test writes the rows it finds, then runs it with `migrateToLatest`.
 */
export const migratedAllBut = async (name: string): Promise<Database> => {
  const database = await openDatabase({ dataDir: 'memory://' });
  const before = MIGRATIONS.filter((m) => m.name !== name);
  const migrator = new Migrator({
    db: database.db,
    provider: {
      getMigrations: async () => Object.fromEntries(before.map((m) => [m.name, toKyselyMigration(m)])),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  await sql`insert into organizations (code, name_en, name_fr, sales_channel, language, category)
    values ('CM', 'Direct', 'Direct', 'b2c', 'en', 'DIRECT')`.execute(database.db);
  return database;
};

/** A group of CM with one policy, `TX-<group>`, written as SQL (the rows a migration finds). */
export const legacyGroup = async (database: Database, group: string, status: string, history?: string) => {
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

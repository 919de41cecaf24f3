import { freshPostgresSchema } from '@tripx/testing/postgres';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../database/database';
import { migrateToLatest } from '../migrations/migrate';
import { PURCHASE_TABLES } from '../purchase/purchase-schema';

/** A migrated, empty database in memory (PGlite). */
export const migratedPglite = async (): Promise<Database> => {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(database.db);
  return database;
};

/** A migrated schema of its own on the test PostgreSQL (behind `describeOnPostgres`). */
export const migratedPostgres = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const schema = await freshPostgresSchema();
  const database = await openDatabase({ databaseUrl: schema.url, poolSize: 8 });
  await migrateToLatest(database.db);
  return {
    database,
    drop: async () => {
      await database.close();
      await schema.drop();
    },
  };
};

/** Empties the tables of migration 004 between contract cases. */
export const emptyPurchaseTables = async (database: Database): Promise<void> => {
  await sql.raw(`truncate ${PURCHASE_TABLES.join(', ')} cascade`).execute(database.db);
};

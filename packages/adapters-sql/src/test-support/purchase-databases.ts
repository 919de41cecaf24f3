import { sql } from 'kysely';
import pg from 'pg';
import { userInfo } from 'node:os';
import { openDatabase, type Database } from '../database/database';
import { migrateToLatest } from '../migrations/migrate';
import { PURCHASE_TABLES } from '../purchase/purchase-schema';

const POSTGRES_URL =
  process.env['TEST_DATABASE_URL'] ??
  `postgres://${process.env['PGUSER'] ?? userInfo().username}@127.0.0.1:5432/test`;

/** A migrated, empty database of each kind: in-memory PGlite, and a schema of its own on PostgreSQL. */
export const migratedPglite = async (): Promise<Database> => {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(database.db);
  return database;
};

export const migratedPostgres = async (): Promise<
  { database: Database; drop: () => Promise<void> } | undefined
> => {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (e) {
    // Under CI=true a missing PostgreSQL is a failure, never a skip (as in tests/src/support/databases.ts).
    if (process.env['CI'] === 'true')
      throw new Error(`PostgreSQL does not answer at ${POSTGRES_URL}`, { cause: e });
    return undefined;
  }
  const schema = `tripx_u_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 8 });
  await migrateToLatest(database.db);
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
};

/** Empties the tables of migration 004 between contract cases. */
export const emptyPurchaseTables = async (database: Database): Promise<void> => {
  await sql.raw(`truncate ${PURCHASE_TABLES.join(', ')} cascade`).execute(database.db);
};

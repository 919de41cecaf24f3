import { openDatabase } from '@tripx/adapters-sql';
import { freshPostgresSchema } from '@tripx/testing/postgres';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the suite's server keeps its data: env variables for the server, and a clean-up. */
export interface TestDatabase {
  readonly kind: 'pglite' | 'postgres';
  readonly env: Readonly<Record<string, string>>;
  drop(): Promise<void>;
}

/**
 * Names a PGlite folder that a server started on and then stopped: created, migrated and seeded. The
 * suite's global set-up makes one per run, and each PGlite test database starts as a copy of it: the
 * same data as a first start, without PGlite's initdb, the migrations and the seed in every file.
 */
export const DATA_TEMPLATE_VARIABLE = 'TRIPX_API_DATA_TEMPLATE';

/** A fresh PGlite folder per run: a copy of the run's template, or empty when there is none. */
export const pgliteDatabase = (): TestDatabase => {
  const dir = mkdtempSync(join(tmpdir(), 'tripx-api-'));
  const template = process.env[DATA_TEMPLATE_VARIABLE];
  if (template) cpSync(template, dir, { recursive: true });
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

/** A fresh schema of the test database per run, dropped afterwards (behind `describeOnPostgres`). */
export const postgresDatabase = async (): Promise<TestDatabase> => {
  const schema = await freshPostgresSchema();
  return { kind: 'postgres', env: { DATABASE_URL: schema.url }, drop: schema.drop };
};

/** The test database opened from this process (once no server holds a PGlite folder). */
export const openTestDatabase = (database: TestDatabase) =>
  openDatabase(
    database.kind === 'pglite'
      ? { dataDir: database.env['DATA_DIR'] as string }
      : { databaseUrl: database.env['DATABASE_URL'] as string },
  );

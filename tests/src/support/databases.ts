import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Where the suite's server keeps its data: env variables for the server, and a clean-up. */
export interface TestDatabase {
  readonly kind: 'pglite' | 'postgres';
  readonly env: Readonly<Record<string, string>>;
  drop(): Promise<void>;
}

export const POSTGRES_URL =
  process.env['TEST_DATABASE_URL'] ??
  `postgres://${process.env['PGUSER'] ?? userInfo().username}@127.0.0.1:5432/test`;

/** A fresh PGlite folder per run. */
export const pgliteDatabase = (): TestDatabase => {
  const dir = mkdtempSync(join(tmpdir(), 'tripx-api-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

/** True when PostgreSQL answers at POSTGRES_URL within two seconds. */
export const postgresAnswers = async (): Promise<boolean> => {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/** A fresh schema in database `test` per run (search_path through the URL), dropped afterwards. */
export const postgresDatabase = async (): Promise<TestDatabase> => {
  const schema = `tripx_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
};

/** Says plainly when PostgreSQL is missing; under CI=true that is a failure, never a skip. */
export const postgresOrReason = async (): Promise<{ ok: true } | { ok: false; reason: string }> => {
  if (await postgresAnswers()) return { ok: true };
  const reason = `PostgreSQL does not answer at ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')}: the PostgreSQL run of the API contract suite did NOT run.`;
  console.warn(`\n⚠ ${reason}\n`);
  return { ok: false, reason };
};

import { openDatabase } from '@tripx/adapters-sql';
import { randomBytes } from 'node:crypto';
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

const SCHEMA_PREFIX = 'tripx_t_';
/** A schema older than this belongs to a run that is over (a run takes minutes). */
const STALE_AFTER_MS = 60 * 60 * 1000;

/** Whether a process with this id runs on this machine. */
const running = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whether the run that created a schema is gone. Names are
 * `tripx_t_<pid>_<created, base 36 ms>_<random>`: stale once older than an hour. Names of the
 * earlier form `tripx_t_<pid>_<random>` carry no date: stale once no process with that pid runs
 * here. Any other name is left alone.
 */
export const isStaleSchema = (name: string, now: number, isRunning: (pid: number) => boolean): boolean => {
  const dated = /^tripx_t_(\d+)_([0-9a-z]{8,})_[0-9a-z]+$/.exec(name);
  if (dated) return now - parseInt(dated[2] ?? '', 36) > STALE_AFTER_MS;
  const undated = /^tripx_t_(\d+)_[0-9a-z]{1,7}$/.exec(name);
  return undated !== null && !isRunning(Number(undated[1]));
};

let sweep: Promise<void> | undefined;

/** Drops the schemas of runs that are over (killed before their clean-up), once per process. */
const dropStaleSchemas = (admin: pg.Client): Promise<void> =>
  (sweep ??= (async () => {
    const { rows } = await admin.query<{ name: string }>(
      `select nspname as name from pg_namespace where nspname like '${SCHEMA_PREFIX}%'`,
    );
    for (const { name } of rows)
      if (isStaleSchema(name, Date.now(), running))
        // Another run may be dropping it at the same moment: that one's success is enough.
        await admin.query(`drop schema if exists "${name}" cascade`).catch(() => undefined);
  })());

/** A fresh schema in database `test` per run (search_path through the URL), dropped afterwards. */
export const postgresDatabase = async (): Promise<TestDatabase> => {
  const schema = `${SCHEMA_PREFIX}${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await dropStaleSchemas(admin);
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

/** The test database opened from this process (once no server holds a PGlite folder). */
export const openTestDatabase = (database: TestDatabase) =>
  openDatabase(
    database.kind === 'pglite'
      ? { dataDir: database.env['DATA_DIR'] as string }
      : { databaseUrl: database.env['DATABASE_URL'] as string },
  );

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { POSTGRES_URL } from './postgres-guard';

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

export interface FreshSchema {
  /** POSTGRES_URL with the schema as its search_path. */
  readonly url: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/** A fresh, empty schema of the test database for one suite (behind `describeOnPostgres`). */
export const freshPostgresSchema = async (): Promise<FreshSchema> => {
  const schema = `${SCHEMA_PREFIX}${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await dropStaleSchemas(admin);
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      try {
        await c.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await c.end();
      }
    },
  };
};

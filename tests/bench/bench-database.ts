import { userInfo } from 'node:os';
import pg from 'pg';

export { pg };

export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ??
  `postgres://${process.env.PGUSER ?? userInfo().username}@127.0.0.1:5432/test`;

export interface BenchDatabase {
  readonly name: string;
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one benchmark run, dropped by `drop()` (undefined when PostgreSQL does
 * not answer). A database rather than a schema: the run's tables and load stay out of the tests'.
 */
export const benchDatabase = async (prefix: string): Promise<BenchDatabase | undefined> => {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `${prefix}_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

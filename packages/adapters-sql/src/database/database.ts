import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Schema } from '../schema/schema';
import { preparingPool } from './prepared-pool';
import { serialPgliteDialect } from './serial-pglite.dialect';

export type Db = Kysely<Schema>;

export interface DatabaseConfig {
  /** PostgreSQL through `pg` when set; the embedded PGlite otherwise. */
  readonly databaseUrl?: string;
  /** Where PGlite keeps its files (default ./.data). */
  readonly dataDir?: string;
  /** Connections of the pg pool (default 10; the server reads DATABASE_POOL_SIZE). */
  readonly poolSize?: number;
}

/** How the PostgreSQL pool is used at one moment (pg.Pool's counts), for /metrics. */
export interface PoolUse {
  /** Connections the pool may open (DATABASE_POOL_SIZE). */
  readonly max: number;
  /** Connections open, busy or idle. */
  readonly total: number;
  /** Open connections no query is using. */
  readonly idle: number;
  /** Queries waiting for a connection (all are busy and the pool is at its maximum). */
  readonly waiting: number;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** The pool's use, read at the call; null on the embedded PGlite, which has one connection and no pool. */
  readonly poolUse: (() => PoolUse) | null;
  /** One transaction per use case: a failure rolls back every write of the call. */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;
/** Calendar dates stay `YYYY-MM-DD` strings: a JS Date at midnight would move with the time zone. */
const keepDateText = (text: string): string => text;
/** count(*) is int8; every count we make fits a JS number. */
const int8AsNumber = (text: string): number => Number(text);

/**
 * PGlite's defaults plus a smaller buffer cache: 128 MB of shared buffers is sized for a database
 * server, not for an embedded one inside a web process (it alone costs ~120 MB of resident memory).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'work_mem=4MB'];

const initInWorker = (dataDir: string): Promise<void> =>
  new Promise((done, failed) => {
    const worker = new Worker(new URL('./pglite-init.worker.mjs', import.meta.url), {
      workerData: { dataDir, startParams: START_PARAMS },
    });
    worker.once('message', () => void worker.terminate().then(() => done(), failed));
    worker.once('error', failed);
  });

const openPglite = async (dataDir: string): Promise<Db> => {
  // `memory://` keeps everything in memory (tests); anything else is a folder on disk.
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : resolve(dataDir);
  if (!inMemory) mkdirSync(dir, { recursive: true });
  if (!inMemory && !existsSync(join(dir, 'PG_VERSION'))) await initInWorker(dir);
  const client = await PGlite.create({
    dataDir: dir,
    startParams: START_PARAMS,
    parsers: { [DATE_OID]: keepDateText, [INT8_OID]: int8AsNumber },
  });
  return new Kysely<Schema>({ dialect: serialPgliteDialect(client) });
};

const openPostgres = (url: string, poolSize: number): { db: Db; poolUse: () => PoolUse } => {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE_OID) return keepDateText;
        if (oid === INT8_OID) return int8AsNumber;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // Statements are prepared per connection (prepared-pool.ts): PostgreSQL parses each once.
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  const poolUse = (): PoolUse => ({
    max: poolSize,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return { db, poolUse };
};

export const openDatabase = async (config: DatabaseConfig): Promise<Database> => {
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const { db, poolUse } = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.poolSize ?? 10)
    : { db: await openPglite(config.dataDir ?? './.data'), poolUse: null };
  return {
    kind,
    db,
    poolUse,
    transaction: (work) => db.transaction().execute(work),
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
};

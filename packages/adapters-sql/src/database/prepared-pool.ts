import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Statements one connection keeps prepared at most; past that, statements are sent unnamed. */
export const PREPARED_PER_CONNECTION = 200;
/** SQLSTATE of "cached plan must not change result type" (a table changed under a prepared `select *`). */
const FEATURE_NOT_SUPPORTED = '0A000';

const COMMANDS = ['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE'] as const;
type Command = PostgresQueryResult<unknown>['command'];
/** Kysely counts affected rows of these commands; any other (BEGIN, CREATE…) reads as a SELECT. */
const commandOf = (command: string): Command => COMMANDS.find((c) => c === command) ?? 'SELECT';

/** Statement text → the hash its name is made of, computed once per text (not per query). */
const hashes = new Map<string, string>();
const HASHES_KEPT = 10_000;
const hashOf = (text: string): string => {
  const known = hashes.get(text);
  if (known !== undefined) return known;
  if (hashes.size >= HASHES_KEPT) hashes.clear();
  const hash = createHash('sha1').update(text).digest('base64url');
  hashes.set(text, hash);
  return hash;
};

const nameOf = (text: string, generation: number) =>
  `k${hashOf(text)}${generation > 0 ? `_${generation}` : ''}`;

/** What one connection has prepared: statement text → its current name's generation. */
type Prepared = Map<string, number>;

/**
 * One pooled connection whose parameterised statements are prepared under a name derived from their
 * text (pg sends Parse once per connection, then only Bind/Execute; PostgreSQL skips parsing and,
 * after a few runs, planning). Statements without parameters (BEGIN, COMMIT, DDL, several
 * statements in one text) keep the simple protocol, as pg would send them.
 */
class PreparingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly prepared: Prepared,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== 'string') throw new Error('streaming queries are not supported');
    return this.run<R>(sql, parameters);
  }

  private async run<R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const values = [...parameters];
    const generation = this.prepared.get(text);
    const prepare =
      values.length > 0 && (generation !== undefined || this.prepared.size < PREPARED_PER_CONNECTION);
    if (!prepare) return this.resultOf<R>(await this.client.query({ text, values }));
    this.prepared.set(text, generation ?? 0);
    try {
      return this.resultOf<R>(await this.client.query({ name: nameOf(text, generation ?? 0), text, values }));
    } catch (e) {
      // Another instance migrated a table this statement reads with `select *`: prepare it again under
      // a new name; the next run uses it (this one fails, as any statement of a changed table may).
      if (typeof e === 'object' && e !== null && 'code' in e && e.code === FEATURE_NOT_SUPPORTED)
        this.prepared.set(text, (generation ?? 0) + 1);
      throw e;
    }
  }

  private resultOf<R>(r: pg.QueryResult): PostgresQueryResult<R> {
    const rows: R[] = r.rows;
    return { command: commandOf(r.command), rowCount: r.rowCount ?? 0, rows };
  }

  release(): void {
    this.client.release();
  }
}

/** The pg pool as Kysely sees it, each connection preparing its statements (see PreparingClient). */
export const preparingPool = (pool: pg.Pool): PostgresPool => {
  const prepared = new WeakMap<pg.PoolClient, Prepared>();
  return {
    connect: async () => {
      const client = await pool.connect();
      const own = prepared.get(client) ?? new Map<string, number>();
      prepared.set(client, own);
      return new PreparingClient(client, own);
    },
    end: () => pool.end(),
  };
};

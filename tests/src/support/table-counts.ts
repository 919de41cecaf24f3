import { TABLES, type Database } from '@tripx/adapters-sql';
import { sql } from 'kysely';

/**
 * Row counts of every table (or of `among`), in one query: "nothing written" means this did not
 * change.
 */
export const tableCounts = async (
  database: Database,
  except: readonly string[] = [],
  among: readonly string[] = TABLES,
): Promise<Record<string, number>> => {
  const tables = among.filter((t) => !except.includes(t));
  const columns = sql.join(
    tables.map((t) => sql`(select count(*) from ${sql.table(t)})::int as ${sql.ref(t)}`),
  );
  const { rows } = await sql<Record<string, number>>`select ${columns}`.execute(database.db);
  return rows[0] ?? {};
};

import { sql } from 'kysely';
import type { Db } from '../database/database';

/** The tables whose rows end at `expires_at`, with their key. */
const EXPIRING = { sessions: 'id_hash', leads: 'id' } as const;

/**
 * Deletes at most `limit` rows of `table` expired at or before `now`, oldest first, in one
 * statement; rows another instance is deleting (or a request is writing) are skipped, not waited
 * for, and left to the next batch. Answers how many rows it deleted.
 */
export const deleteExpiredBatch = async (
  db: Db,
  table: keyof typeof EXPIRING,
  now: Date,
  limit: number,
): Promise<number> => {
  const key = sql.ref(EXPIRING[table]);
  const { rows } = await sql<{ n: number }>`
    with gone as (
      delete from ${sql.table(table)} where ${key} in (
        select ${key} from ${sql.table(table)} where expires_at <= ${now}
        order by expires_at limit ${limit} for update skip locked)
      returning 1)
    select count(*)::int as n from gone`.execute(db);
  return rows[0]?.n ?? 0;
};

import { sql } from 'kysely';
import type { Db } from '../database/database';

/** The tables whose rows end at a time of their own: their key and that time's column. */
const ENDING = {
  sessions: { key: 'id_hash', end: 'expires_at' },
  leads: { key: 'id', end: 'expires_at' },
  // A sign-in's audit row ends with the retention's cutoff: the caller passes that as `now`.
  sign_in_audit: { key: 'id', end: 'at' },
} as const;

/**
 * Deletes at most `limit` rows of `table` ended at or before `now`, oldest first, in one
 * statement; rows another instance is deleting (or a request is writing) are skipped, not waited
 * for, and left to the next batch. Answers how many rows it deleted.
 */
export const deleteExpiredBatch = async (
  db: Db,
  table: keyof typeof ENDING,
  now: Date,
  limit: number,
): Promise<number> => {
  const key = sql.ref(ENDING[table].key);
  const end = sql.ref(ENDING[table].end);
  const { rows } = await sql<{ n: number }>`
    with gone as (
      delete from ${sql.table(table)} where ${key} in (
        select ${key} from ${sql.table(table)} where ${end} <= ${now}
        order by ${end} limit ${limit} for update skip locked)
      returning 1)
    select count(*)::int as n from gone`.execute(db);
  return rows[0]?.n ?? 0;
};

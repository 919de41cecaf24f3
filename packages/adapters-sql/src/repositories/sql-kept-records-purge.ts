import type { KeptRecordsPurge } from '@tripx/application';
import { sql } from 'kysely';
import type { Db } from '../database/database';
import { deleteExpiredBatch } from './delete-expired-batch';

/**
 * The purge of kept records over SQL: each call one DELETE of at most `limit` rows, chosen with
 * `for update skip locked` as the other purges. A key's last use is the later of its claim
 * (created_at, moved by a lapsed claim's retry) and its answer (completed_at), read through
 * idempotency_keys_last_used_idx (migration 025).
 */
export class SqlKeptRecordsPurge implements KeptRecordsPurge {
  constructor(private readonly db: Db) {}

  async deleteIdempotencyKeysUsedBefore(cutoff: Date, limit: number): Promise<number> {
    // A purchase's key stays while its attempt is PENDING: reconciliation answers it by its
    // group_number when it settles the attempt (SqlPurchaseStore.settleAbandoned). After the
    // retention a key is forgotten, as with any Idempotency-Key window: a retry with it is a new call.
    const { rows } = await sql<{ n: number }>`
      with gone as (
        delete from idempotency_keys where key in (
          select k.key from idempotency_keys k
          where greatest(k.created_at, k.completed_at) <= ${cutoff}
            and not exists (select 1 from purchase_attempts a
              where a.group_number = k.group_number and a.status = 'PENDING')
          order by greatest(k.created_at, k.completed_at) limit ${limit} for update of k skip locked)
        returning 1)
      select count(*)::int as n from gone`.execute(this.db);
    return rows[0]?.n ?? 0;
  }

  deleteSignInAuditBefore(cutoff: Date, limit: number): Promise<number> {
    return deleteExpiredBatch(this.db, 'sign_in_audit', cutoff, limit);
  }
}

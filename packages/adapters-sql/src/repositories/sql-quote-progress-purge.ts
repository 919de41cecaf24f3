import type { QuoteProgressPurge } from '@tripx/application';
import type { Db } from '../database/database';
import { deleteExpiredBatch } from './delete-expired-batch';

/**
 * The purge of quotes in progress over SQL: each call one DELETE of at most `limit` rows, chosen
 * with `for update skip locked` so that a row another instance is deleting (or a sync is writing)
 * is left to the next batch instead of waited for.
 */
export class SqlQuoteProgressPurge implements QuoteProgressPurge {
  constructor(private readonly db: Db) {}

  async deleteStaleForms(now: Date, limit: number): Promise<number> {
    const r = await this.db
      .deleteFrom('synced_quote_forms')
      .where('session_hash', 'in', (eb) =>
        eb
          .selectFrom('synced_quote_forms as f')
          .select('f.session_hash')
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('sessions as s')
                  .select('s.id_hash')
                  .whereRef('s.id_hash', '=', 'f.session_hash')
                  .where('s.expires_at', '>', now),
              ),
            ),
          )
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  deleteExpiredLeads(now: Date, limit: number): Promise<number> {
    return deleteExpiredBatch(this.db, 'leads', now, limit);
  }
}

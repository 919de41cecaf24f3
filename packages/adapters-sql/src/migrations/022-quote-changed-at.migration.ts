import type { SqlMigration } from './sql-migration';

/**
 * When a session's quote in progress last changed (issue 16 item 2): a sync that sends the same quote
 * again leaves it, so a purchase made after it is known to be that quote's (GET /sync-quote answers
 * it), while a new quote (Start over, an edit) changes it and leaves the purchase behind.
 */
export const quoteChangedAt: SqlMigration = {
  name: '022-quote-changed-at',
  statements: [
    `alter table synced_quote_forms add column changed_at timestamptz`,
    `update synced_quote_forms set changed_at = updated_at`,
  ],
};

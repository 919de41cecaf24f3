import type { SqlMigration } from './sql-migration';

/**
 * The `quotes` table of migration 003 was never written nor read: a quote is priced again from its
 * request and checked by its signed `quoteRef`, the quote in progress lives in synced_quote_forms and a
 * saved one in leads. Nothing refers to it.
 */
export const dropQuotes: SqlMigration = {
  name: '026-drop-quotes',
  statements: [`drop table quotes`],
};

import type { SqlMigration } from './sql-migration';

/**
 * Progress that survives (issue 16 item 2): the quote in progress keeps every step's answers with the
 * session (`progress`) and, once the buyer gives it, the e-mail; a saved quote (a lead) keeps its own
 * copy of them, the total it was priced at and when its resume link stops working.
 */
export const quotesInProgress: SqlMigration = {
  name: '019-quotes-in-progress',
  statements: [
    `alter table synced_quote_forms
      add column progress jsonb not null default '{}'::jsonb,
      add column email text`,
    `alter table leads
      add column quote jsonb,
      add column quoted_total_cents integer,
      add column expires_at timestamptz`,
  ],
};

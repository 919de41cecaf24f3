import type { SqlMigration } from './sql-migration';

/**
 * The purge of saved quotes past their resume link (issue 16 item 2): each sweep reads the expired
 * leads through this index, not the whole table. Leads saved before migration 019 had no expiry until
 * migration 023 gave them one.
 */
export const quoteProgressPurge: SqlMigration = {
  name: '020-quote-progress-purge',
  statements: [`create index leads_expires_idx on leads (expires_at) where expires_at is not null`],
};

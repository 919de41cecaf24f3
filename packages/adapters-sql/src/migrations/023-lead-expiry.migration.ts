import type { SqlMigration } from './sql-migration';

/**
 * Every saved quote ends (issue 16 item 2, privacy): the leads saved before migration 019 had no
 * `expires_at` and so were never purged; they get the 30 days a resume link lives (SAVED_QUOTE_DAYS)
 * from when they were saved, and the column becomes required, so the periodic purge finds them all.
 */
export const leadExpiry: SqlMigration = {
  name: '023-lead-expiry',
  statements: [
    `update leads set expires_at = created_at + interval '30 days' where expires_at is null`,
    `alter table leads alter column expires_at set not null`,
  ],
};

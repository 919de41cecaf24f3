import type { SqlMigration } from './sql-migration';

/**
 * Idempotency-Keys end some days after their last use (the periodic purge, SqlKeptRecordsPurge):
 * their last use, the later of the claim and the answer, indexed so that a sweep reads only the
 * keys past it. sign_in_audit is read by its existing index on `at` (migration 009).
 */
export const keptRecordsRetention: SqlMigration = {
  name: '025-kept-records-retention',
  statements: [
    `create index idempotency_keys_last_used_idx on idempotency_keys ((greatest(created_at, completed_at)))`,
  ],
};

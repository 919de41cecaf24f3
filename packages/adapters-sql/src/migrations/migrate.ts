import type { MigrationProvider } from 'kysely';
import { Migrator, sql } from 'kysely';
import type { Db } from '../database/database';
import { referenceData } from './001-reference-data.migration';
import { policies } from './002-policies.migration';
import { sessionsAndRequests } from './003-sessions-and-requests.migration';
import { purchase } from './004-purchase.migration';
import { signIn } from './005-sign-in.migration';
import { policyMaintenance } from './006-policy-maintenance.migration';
import { distributionAdmin } from './007-distribution-admin.migration';
import { ratingRequest } from './008-rating-request.migration';
import { sharedCounters } from './009-shared-counters.migration';
import { moneyOutbox } from './010-money-outbox.migration';
import { purchaseAttempts } from './011-purchase-attempts.migration';
import { unknownBirthDates } from './012-unknown-birth-dates.migration';
import { placeSearch } from './013-place-search.migration';
import { reconciliationWatermark } from './014-reconciliation-watermark.migration';
import { policySearchIndexes } from './015-policy-search-indexes.migration';
import { salesReportIndexes } from './016-sales-report-indexes.migration';
import { partnerKeys } from './017-partner-keys.migration';
import { webhooks } from './018-webhooks.migration';
import { quotesInProgress } from './019-quotes-in-progress.migration';
import { quoteProgressPurge } from './020-quote-progress-purge.migration';
import { countryApostrophes } from './021-country-apostrophes.migration';
import { quoteChangedAt } from './022-quote-changed-at.migration';
import { leadExpiry } from './023-lead-expiry.migration';
import { sessionPoliciesEnd } from './024-session-policies-end.migration';
import { keptRecordsRetention } from './025-kept-records-retention.migration';
import { dropQuotes } from './026-drop-quotes.migration';
import type { SqlMigration } from './sql-migration';
import { toKyselyMigration } from './sql-migration';

/** Every migration in order. Append only. */
export const MIGRATIONS: readonly SqlMigration[] = [
  referenceData,
  policies,
  sessionsAndRequests,
  purchase,
  signIn,
  policyMaintenance,
  distributionAdmin,
  ratingRequest,
  sharedCounters,
  moneyOutbox,
  purchaseAttempts,
  unknownBirthDates,
  placeSearch,
  reconciliationWatermark,
  policySearchIndexes,
  salesReportIndexes,
  partnerKeys,
  webhooks,
  quotesInProgress,
  quoteProgressPurge,
  countryApostrophes,
  quoteChangedAt,
  leadExpiry,
  sessionPoliciesEnd,
  keptRecordsRetention,
  dropQuotes,
];

const provider: MigrationProvider = {
  getMigrations: async () => Object.fromEntries(MIGRATIONS.map((m) => [m.name, toKyselyMigration(m)])),
};

export class MigrationFailed extends Error {}

/** The schema the connection works in (`public`, or the one `search_path` names). */
const currentSchema = async (db: Db): Promise<string> => {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new MigrationFailed('no current schema: search_path names no existing schema');
  return schema;
};

/**
 * Brings the schema up to date. Kysely takes an advisory lock, so two instances starting on one
 * PostgreSQL migrate once. There is no "down": a bad migration is fixed by the next one.
 * Kysely's bookkeeping tables (kysely_migration, kysely_migration_lock) live in the schema in use:
 * without it Kysely looks for them in every schema of the database and takes another schema's
 * copy for its own.
 */
export const migrateToLatest = async (db: Db): Promise<readonly string[]> => {
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    migrationTableSchema: await currentSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationFailed(`migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};

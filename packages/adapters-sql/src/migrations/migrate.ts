import type { MigrationProvider } from 'kysely';
import { Migrator } from 'kysely';
import type { Db } from '../database/database';
import { referenceData } from './001-reference-data.migration';
import { policies } from './002-policies.migration';
import { sessionsAndRequests } from './003-sessions-and-requests.migration';
import { purchase } from './004-purchase.migration';
import { signIn } from './005-sign-in.migration';
import { policyMaintenance } from './006-policy-maintenance.migration';
import { distributionAdmin } from './007-distribution-admin.migration';
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
];

const provider: MigrationProvider = {
  getMigrations: async () => Object.fromEntries(MIGRATIONS.map((m) => [m.name, toKyselyMigration(m)])),
};

export class MigrationFailed extends Error {}

/**
 * Brings the schema up to date. Kysely takes an advisory lock, so two instances starting on one
 * PostgreSQL migrate once. There is no "down": a bad migration is fixed by the next one.
 */
export const migrateToLatest = async (db: Db): Promise<readonly string[]> => {
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationFailed(`migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};

import type { SqlMigration } from './sql-migration';

/**
 * The quote request a sale was priced with (employee type, medical answers, options…), kept so
 * that an endorsement re-rates exactly what was sold. Null on groups written before it: those are
 * re-rated from their columns (sql-policy-maintenance.store.ts).
 */
export const ratingRequest: SqlMigration = {
  name: '008-rating-request',
  statements: [`alter table policy_groups add column rating_request jsonb`],
};

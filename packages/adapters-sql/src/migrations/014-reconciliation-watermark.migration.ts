import type { SqlMigration } from './sql-migration';

/**
 * Reconciliation reads only what came after its watermark (issue 20): the instant before which every
 * captured charge and every attempt has been settled, so a sweep's cost follows the purchases since
 * the last sweep, not the whole history. One row per sweep kind; it only moves forward. The reads it
 * bounds go through existing indexes: PENDING attempts by `purchase_attempts_pending_idx`
 * (created_at, partial), the sandbox provider's captured charges by
 * `payment_sandbox_charges_created_idx` (status, created_at).
 */
export const reconciliationWatermark: SqlMigration = {
  name: '014-reconciliation-watermark',
  statements: [
    `create table reconciliation_watermarks (
      name text primary key,
      reconciled_until timestamptz not null
    )`,
  ],
};

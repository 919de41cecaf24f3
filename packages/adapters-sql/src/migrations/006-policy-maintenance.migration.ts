import type { SqlMigration } from './sql-migration';

/**
 * Policy maintenance (issue 8): a failed endorsement kept for its retry, and the claim flag the
 * cancellation rule reads (no refund once a claim exists). The booking version is policies.version.
 */
export const policyMaintenance: SqlMigration = {
  name: '006-policy-maintenance',
  statements: [
    `create table policy_pending_updates (
      policy_number text primary key references policies(policy_number),
      request jsonb not null,
      code text not null,
      created_at timestamptz not null default now()
    )`,
    `alter table policies add column has_claim boolean not null default false`,
  ],
};

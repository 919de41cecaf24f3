import type { SqlMigration } from './sql-migration';

/**
 * The SalesActivity report at a million policies (issue 20, docs/performance.md "Scale of data"):
 * bookings of an organization over a year, then each booking's sold travellers and premiums, read
 * from indexes alone (index-only scans) rather than from the wide booking and policy rows. The first
 * covers migration 007's index on the same columns, which goes.
 */
export const salesReportIndexes: SqlMigration = {
  name: '016-sales-report-indexes',
  statements: [
    `create index policy_groups_org_application_cover_idx on policy_groups
      (organization_code, application_date) include (group_number, owner_profile_ref)`,
    `drop index policy_groups_org_application_idx`,
    `create index policies_group_sales_idx on policies (group_number) include (status, premium_total_cents)`,
  ],
};

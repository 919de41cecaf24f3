import type { SqlMigration } from './sql-migration';

/**
 * Policy search at a million policies (issue 20, docs/performance.md "Scale of data"): names are
 * searched by case-insensitive prefix (`lower(last_name) like 'tremb%'`) and e-mails by
 * case-insensitive equality, which read every policy without these indexes. `text_pattern_ops` lets
 * a prefix LIKE use the index whatever the database's collation (the index of migration 002 serves
 * it only under the C collation, so it goes). Plain b-trees: PGlite builds them as PostgreSQL does.
 */
export const policySearchIndexes: SqlMigration = {
  name: '015-policy-search-indexes',
  statements: [
    `create index policies_last_first_prefix_idx on policies
      (lower(last_name) text_pattern_ops, lower(first_name) text_pattern_ops)`,
    `create index policies_first_prefix_idx on policies (lower(first_name) text_pattern_ops)`,
    `create index policies_email_idx on policies ((lower(contact->>'email')))`,
    `drop index policies_name_idx`,
  ],
};

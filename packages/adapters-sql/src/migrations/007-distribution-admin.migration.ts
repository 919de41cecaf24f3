import type { SqlMigration } from './sql-migration';

/**
 * Distribution administration (issue 9): the allowed-domains list of external links, the section
 * (/external, /resources, /forms, /faq) a link belongs to, and indexes for the licence expiry
 * filter and the sales reports.
 */
export const distributionAdmin: SqlMigration = {
  name: '007-distribution-admin',
  statements: [
    `create table allowed_link_domains (
      domain text primary key check (domain = lower(domain) and length(domain) between 3 and 253),
      created_at timestamptz not null default now()
    )`,
    `insert into allowed_link_domains (domain) values
      ('manulife.ca'), ('canada.ca'), ('travel.gc.ca'), ('gov.on.ca'), ('quebec.ca')`,
    `alter table external_links add column section text not null default 'external'
      check (section in ('external', 'resources', 'forms', 'faq'))`,
    `create index external_links_section_idx on external_links (section, sort_order)`,
    `create index licences_expiry_idx on licences (expiry_date)`,
    `create index policy_groups_org_application_idx on policy_groups (organization_code, application_date)`,
  ],
};

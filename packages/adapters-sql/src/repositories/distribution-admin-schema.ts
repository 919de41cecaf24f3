import type { ColumnType, Generated } from 'kysely';

/** Tables and columns of migration 007 (kept apart from schema.ts, which others edit; see withTables). */
export type DistributionAdminTables = {
  allowed_link_domains: {
    domain: string;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  external_links: {
    id: string;
    organization_code: string | null;
    label_en: string;
    label_fr: string;
    url: string;
    sort_order: Generated<number>;
    section: Generated<string>;
  };
};

import type { ColumnType, Generated } from 'kysely';

type Instant = ColumnType<Date, Date | string, Date | string>;

/** Tables of migration 017 (a type alias, as withTables needs an indexable record). */
export type PartnerKeyTables = {
  partner_keys: {
    id: string;
    organization_code: string;
    name: string;
    scopes: ColumnType<unknown, string, string>;
    environment: string;
    secret_hash: string;
    created_by: string;
    created_at: Instant;
    revoked_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
    last_used_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  };
  partner_key_uses: {
    id: Generated<string>;
    key_id: string;
    method: string;
    route: string;
    status: number;
    at: Instant;
  };
};

import type { Generated } from 'kysely';

/** Tables of migration 009 (a type alias, as withTables needs an indexable record). */
export type CounterTables = {
  hit_counters: { key: string; count: number; window_ends_at: Date; last_at: Date };
  sign_in_audit: {
    id: Generated<string>;
    at: Date;
    outcome: 'failed' | 'refused';
    realm: string;
    account: string;
    address: string;
    retry_after_seconds: number;
  };
};

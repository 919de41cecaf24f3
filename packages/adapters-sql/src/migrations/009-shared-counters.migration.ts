import type { SqlMigration } from './sql-migration';

/**
 * Counters every instance shares (rate limits, sign-in failures) when no Redis is configured, and
 * the audit of refused and failed sign-ins on the built-in page.
 */
export const sharedCounters: SqlMigration = {
  name: '009-shared-counters',
  statements: [
    `create table hit_counters (
      key text primary key,
      count integer not null,
      window_ends_at timestamptz not null,
      last_at timestamptz not null
    )`,
    `create index hit_counters_window_idx on hit_counters (window_ends_at)`,
    `create table sign_in_audit (
      id bigint generated always as identity primary key,
      at timestamptz not null,
      outcome text not null check (outcome in ('failed', 'refused')),
      realm text not null,
      account text not null,
      address text not null,
      retry_after_seconds integer not null
    )`,
    `create index sign_in_audit_at_idx on sign_in_audit (at)`,
  ],
};

import type { SqlMigration } from './sql-migration';

/**
 * Partner API keys (issue 21): a key belongs to one organization, holds scopes and an environment,
 * and keeps only the SHA-256 of its secret. Every call made with a key is logged (partner_key_uses).
 */
export const partnerKeys: SqlMigration = {
  name: '017-partner-keys',
  statements: [
    `create table partner_keys (
      id text primary key,
      organization_code text not null references organizations (code),
      name text not null,
      scopes jsonb not null,
      environment text not null check (environment in ('test', 'live')),
      secret_hash text not null,
      created_by text not null,
      created_at timestamptz not null,
      revoked_at timestamptz,
      last_used_at timestamptz
    )`,
    `create index partner_keys_organization_idx on partner_keys (organization_code, created_at desc)`,
    `create table partner_key_uses (
      id bigint generated always as identity primary key,
      key_id text not null references partner_keys (id),
      method text not null,
      route text not null,
      status integer not null,
      at timestamptz not null
    )`,
    `create index partner_key_uses_key_idx on partner_key_uses (key_id, at desc)`,
  ],
};

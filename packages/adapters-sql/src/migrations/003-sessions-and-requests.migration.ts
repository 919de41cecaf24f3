import type { SqlMigration } from './sql-migration';

/** State that must be shared by every server instance: sessions, replays, quotes and leads. */
export const sessionsAndRequests: SqlMigration = {
  name: '003-sessions-and-requests',
  statements: [
    `create table sessions (
      id_hash text primary key,
      csrf_token text not null,
      profile_ref text references users(profile_ref) on delete cascade,
      organization_code text references organizations(code),
      language text not null default 'en',
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      last_seen_at timestamptz not null default now()
    )`,
    `create index sessions_expires_idx on sessions (expires_at)`,
    `create table idempotency_keys (
      key text primary key,
      scope text not null,
      request_hash text not null,
      status_code integer,
      response jsonb,
      created_at timestamptz not null default now()
    )`,
    `create table quotes (
      id text primary key,
      session_hash text,
      organization_code text not null references organizations(code),
      rate_version text references rate_versions(id),
      request jsonb not null,
      response jsonb not null,
      created_at timestamptz not null default now()
    )`,
    `create table leads (
      id text primary key,
      session_hash text,
      organization_code text references organizations(code),
      first_name text,
      email text,
      trip_start_date date,
      language text not null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    )`,
    `create table synced_quote_forms (
      session_hash text primary key,
      form jsonb not null,
      payload jsonb not null,
      updated_at timestamptz not null default now()
    )`,
    `create table app_meta (
      key text primary key,
      value text not null,
      updated_at timestamptz not null default now()
    )`,
  ],
};

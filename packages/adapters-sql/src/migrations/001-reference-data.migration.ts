import type { SqlMigration } from './sql-migration';

/** Organizations, people, licences and the data that drives content and search. */
export const referenceData: SqlMigration = {
  name: '001-reference-data',
  statements: [
    `create table organizations (
      code text primary key,
      parent_code text references organizations(code),
      name_en text not null,
      name_fr text not null,
      sales_channel text not null check (sales_channel in ('b2b', 'b2c')),
      language text not null check (language in ('en', 'fr')),
      category text not null,
      is_default boolean not null default false,
      white_label_reference_id text unique,
      white_label_logo_file text,
      content_root text,
      white_label_root text,
      contract_content jsonb not null default '{}'::jsonb,
      contacts jsonb not null default '[]'::jsonb,
      branch_code text,
      legal_name text,
      created_at timestamptz not null default now()
    )`,
    `create index organizations_parent_idx on organizations (parent_code)`,
    `create unique index organizations_one_default on organizations (is_default) where is_default`,
    `create table roles (
      code text primary key,
      category text not null,
      label_en text not null,
      label_fr text not null
    )`,
    `create table role_claims (
      role_code text not null references roles(code) on delete cascade,
      claim text not null,
      primary key (role_code, claim)
    )`,
    `create table users (
      profile_ref text primary key,
      profile_code text not null unique check (length(profile_code) <= 320),
      user_type text not null check (user_type in ('LAN_ID', 'CIAM_ID')),
      role_code text not null references roles(code),
      agent_type text not null default 'AGENT' check (agent_type in ('AGENT', 'AGENCY')),
      first_name text not null,
      last_name text not null,
      email text not null,
      language text not null check (language in ('en', 'fr')),
      title text,
      status text not null check (status in ('NEW', 'ACTIVE', 'INACTIVE')),
      city text,
      province text,
      country text not null default 'CA',
      employment_type text,
      reference_number text,
      created_by text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create table user_organizations (
      profile_ref text not null references users(profile_ref) on delete cascade,
      organization_code text not null references organizations(code),
      is_default boolean not null default false,
      primary key (profile_ref, organization_code)
    )`,
    `create index user_organizations_org_idx on user_organizations (organization_code)`,
    `create table licences (
      id text primary key,
      organization_code text not null references organizations(code),
      profile_ref text references users(profile_ref),
      name text not null,
      status text not null check (status in ('IN_PROGRESS', 'RENEWAL_PENDING', 'AUTHORIZED', 'NOT_AUTHORIZED')),
      licensed_province text not null,
      licence_number text not null,
      licence_type text,
      screening_status text,
      expiry_date date,
      is_deleted boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (licensed_province, licence_number)
    )`,
    `create index licences_org_idx on licences (organization_code)`,
    `create index licences_profile_idx on licences (profile_ref)`,
    `create table external_links (
      id text primary key,
      organization_code text references organizations(code),
      label_en text not null,
      label_fr text not null,
      url text not null,
      sort_order integer not null default 0
    )`,
    `create table countries (
      code text primary key check (length(code) = 2),
      name_en text not null,
      name_fr text not null
    )`,
    `create table travel_locations (
      id integer primary key,
      iata text not null unique,
      name text not null,
      city text not null,
      state text not null,
      country text not null references countries(code)
    )`,
    `create index travel_locations_name_idx on travel_locations (lower(name) text_pattern_ops)`,
    `create index travel_locations_city_idx on travel_locations (lower(city) text_pattern_ops)`,
    `create table translations (
      space text not null,
      name text not null,
      language text not null check (language in ('en', 'fr')),
      labels jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (space, name, language)
    )`,
    `create table rate_versions (
      id text primary key,
      effective_date date not null,
      source text not null,
      checksum text not null,
      content jsonb not null,
      loaded_at timestamptz not null default now(),
      unique (effective_date, checksum)
    )`,
  ],
};

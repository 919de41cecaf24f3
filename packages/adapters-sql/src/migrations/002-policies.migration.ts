import type { SqlMigration } from './sql-migration';

/**
 * A booking (policy group) holds one policy per traveller (pax), each with its own number and
 * status, as in spec 3; dependents, payments, history, deliveries and notes hang off them.
 */
export const policies: SqlMigration = {
  name: '002-policies',
  statements: [
    `create table policy_groups (
      group_number text primary key,
      organization_code text not null references organizations(code),
      sales_channel text not null check (sales_channel in ('b2b', 'b2c')),
      traveller_category text not null,
      traveller_type text not null check (traveller_type in ('FAMILY', 'SINGLE')),
      language text not null check (language in ('en', 'fr')),
      trip_information jsonb not null,
      province_of_residence text not null,
      start_date date not null,
      end_date date not null,
      application_date date not null,
      purchase_date timestamptz not null default now(),
      owner_profile_ref text references users(profile_ref),
      referred_by text,
      reference_id text,
      booking_ref text,
      employee_relationship text,
      employee_name text,
      has_companion_discount boolean not null default false,
      bill96_consent boolean,
      quote_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create index policy_groups_org_idx on policy_groups (organization_code, purchase_date desc)`,
    `create index policy_groups_owner_idx on policy_groups (owner_profile_ref)`,
    `create table policies (
      policy_number text primary key,
      group_number text not null references policy_groups(group_number) on delete cascade,
      reference_number integer not null,
      status text not null check (status in ('QUOTE', 'PENDING', 'ACTIVE', 'INACTIVE', 'REFUNDED')),
      first_name text not null,
      last_name text not null,
      date_of_birth date not null,
      age integer not null,
      contact jsonb not null default '{}'::jsonb,
      plan_code text not null,
      plan jsonb not null,
      premium_total_cents integer not null,
      rate_version text references rate_versions(id),
      questionnaires jsonb not null default '[]'::jsonb,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (group_number, reference_number)
    )`,
    `create index policies_name_idx on policies (lower(last_name), lower(first_name))`,
    `create table policy_dependents (
      group_number text not null references policy_groups(group_number) on delete cascade,
      reference_number integer not null,
      first_name text,
      last_name text,
      date_of_birth date not null,
      relationship text,
      trip_cost_cents integer,
      primary key (group_number, reference_number)
    )`,
    `create table payments (
      id text primary key,
      policy_number text not null references policies(policy_number),
      payment_date timestamptz not null default now(),
      type text not null check (type in ('CHARGE', 'REFUND')),
      method text not null,
      amount_cents integer not null check (amount_cents >= 0),
      card_brand text,
      card_last4 text check (card_last4 is null or card_last4 ~ '^[0-9]{4}$'),
      card_reference text,
      idempotency_key text unique
    )`,
    `create index payments_policy_idx on payments (policy_number)`,
    `create table payment_transactions (
      id text primary key,
      payment_id text not null references payments(id),
      provider_reference text not null unique,
      type text not null check (type in ('CHARGE', 'REFUND')),
      amount_cents integer not null,
      status text not null,
      created_at timestamptz not null default now()
    )`,
    `create table policy_history (
      id bigserial primary key,
      policy_number text not null references policies(policy_number),
      at timestamptz not null default now(),
      actor_ref text,
      action text not null,
      field_changed text,
      from_value text,
      to_value text
    )`,
    `create index policy_history_policy_idx on policy_history (policy_number, at)`,
    `create table policy_deliveries (
      id text primary key,
      policy_number text not null references policies(policy_number),
      at timestamptz not null default now(),
      channel text not null,
      recipient text not null,
      language text not null,
      status text not null,
      document text not null
    )`,
    `create index policy_deliveries_policy_idx on policy_deliveries (policy_number, at)`,
    `create table notes (
      id text primary key,
      owner_code text not null,
      content text not null,
      author_ref text references users(profile_ref),
      author_name text not null,
      created_at timestamptz not null default now()
    )`,
    `create index notes_owner_idx on notes (owner_code, created_at)`,
  ],
};

import type { SqlMigration } from './sql-migration';

/**
 * Buying a policy (issue 6): the sandbox payment provider's state (no card number, no CVD), the
 * e-mail outbox and its delivery history, the purchases behind an Idempotency-Key, and which
 * policies an anonymous buyer's session bought (so it may fetch their PDF and nothing else).
 */
export const purchase: SqlMigration = {
  name: '004-purchase',
  statements: [
    `create table payment_sandbox_tokens (
      data_key text primary key,
      brand text not null,
      last4 char(4) not null,
      expiry_month smallint not null,
      expiry_year smallint not null,
      behaviour text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )`,
    `create index payment_sandbox_tokens_expires_idx on payment_sandbox_tokens (expires_at)`,
    `create table payment_sandbox_charges (
      charge_ref text primary key,
      idempotency_key text not null unique,
      fingerprint text not null,
      data_key text not null,
      brand text not null,
      last4 char(4) not null,
      amount_cents bigint not null,
      currency char(3) not null,
      reference text,
      status text not null,
      created_at timestamptz not null
    )`,
    `create index payment_sandbox_charges_created_idx on payment_sandbox_charges (status, created_at)`,
    `create table payment_sandbox_refunds (
      refund_ref text primary key,
      charge_ref text not null references payment_sandbox_charges(charge_ref),
      idempotency_key text not null unique,
      fingerprint text not null,
      kind text not null,
      amount_cents bigint not null,
      created_at timestamptz not null
    )`,
    `create index payment_sandbox_refunds_charge_idx on payment_sandbox_refunds (charge_ref)`,
    `create table outbox_messages (
      id text primary key,
      payload jsonb not null,
      recipient text not null,
      language text not null,
      policy_number text,
      status text not null check (status in ('PENDING', 'SENT', 'FAILED')),
      attempts integer not null default 0,
      max_attempts integer not null,
      next_attempt_at timestamptz not null,
      locked_until timestamptz,
      created_at timestamptz not null
    )`,
    `create index outbox_messages_due_idx on outbox_messages (next_attempt_at) where status = 'PENDING'`,
    `create table delivery_attempts (
      id text primary key,
      message_id text not null references outbox_messages(id),
      policy_number text,
      channel text not null,
      document text not null,
      recipient text not null,
      language text not null,
      attempt integer not null,
      at timestamptz not null,
      status text not null,
      error_code text,
      error text
    )`,
    `create index delivery_attempts_policy_idx on delivery_attempts (policy_number, at)`,
    `alter table idempotency_keys add column group_number text`,
    `alter table idempotency_keys add column completed_at timestamptz`,
    `create table session_policies (
      session_hash text not null,
      policy_number text not null references policies(policy_number),
      created_at timestamptz not null default now(),
      primary key (session_hash, policy_number)
    )`,
    `create index policies_status_idx on policies (status) where status = 'PENDING'`,
  ],
};

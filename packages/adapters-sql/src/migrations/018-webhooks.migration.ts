import type { SqlMigration } from './sql-migration';

/**
 * Webhooks (issue 21): an organization's endpoints, the events outbox every change of a policy
 * writes in its own transaction, one delivery per event and subscribed endpoint, and each attempt
 * (status code, duration, error; never the secret or the body).
 * An event `held_by` a money move waits for it: sent once the move is done, dropped if its action is
 * undone (a declined charge).
 */
export const webhooks: SqlMigration = {
  name: '018-webhooks',
  statements: [
    `create table webhook_endpoints (
      id text primary key,
      organization_code text not null references organizations(code),
      url text not null,
      events jsonb not null,
      description text not null default '',
      secret text not null,
      created_at timestamptz not null,
      deleted_at timestamptz
    )`,
    `create index webhook_endpoints_organization_idx on webhook_endpoints (organization_code)
      where deleted_at is null`,
    `create table webhook_events (
      id text primary key,
      organization_code text not null,
      type text not null check (type in ('policy.issued', 'policy.endorsed', 'policy.cancelled',
        'policy.reinstated', 'payment.refunded')),
      data jsonb not null,
      occurred_at timestamptz not null,
      held_by text,
      fanned_out_at timestamptz,
      created_at timestamptz not null
    )`,
    `create index webhook_events_waiting_idx on webhook_events (created_at)
      where fanned_out_at is null and held_by is null`,
    `create index webhook_events_held_idx on webhook_events (held_by) where held_by is not null`,
    `create table webhook_deliveries (
      id text primary key,
      event_id text not null references webhook_events(id),
      endpoint_id text not null references webhook_endpoints(id),
      status text not null check (status in ('PENDING', 'SENT', 'FAILED')),
      attempts integer not null default 0,
      max_attempts integer not null,
      next_attempt_at timestamptz,
      locked_until timestamptz,
      created_at timestamptz not null,
      unique (event_id, endpoint_id)
    )`,
    `create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'PENDING'`,
    `create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at)`,
    `create table webhook_attempts (
      id text primary key,
      delivery_id text not null references webhook_deliveries(id),
      attempt integer not null,
      at timestamptz not null,
      status_code integer,
      duration_ms integer not null,
      error text,
      unique (delivery_id, attempt)
    )`,
  ],
};

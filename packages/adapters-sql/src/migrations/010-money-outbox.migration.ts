import type { SqlMigration } from './sql-migration';

/**
 * The money outbox (issue 15): card money a policy action owes, written in the transaction of the
 * new state and moved after it by a worker that retries under each move's idempotency key. Its own
 * table rather than outbox_messages: a move carries an amount, a card and a compensating write, its
 * attempts are not e-mail deliveries (spec 7.4 lists those), and a refund is never given up.
 */
export const moneyOutbox: SqlMigration = {
  name: '010-money-outbox',
  statements: [
    `create table money_moves (
      id text primary key,
      group_number text not null references policy_groups(group_number),
      action_key text not null,
      idempotency_key text not null unique,
      kind text not null check (kind in ('CHARGE', 'REFUND')),
      method text not null,
      parts jsonb not null,
      data_key text,
      charge_ref text,
      card_brand text,
      card_last4 text,
      revert jsonb,
      status text not null check (status in ('PENDING', 'HELD', 'DONE', 'DECLINED', 'CANCELLED')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null,
      settled_at timestamptz,
      check ((kind = 'CHARGE') = (data_key is not null and revert is not null)),
      check ((kind = 'REFUND') = (charge_ref is not null))
    )`,
    `create index money_moves_due_idx on money_moves (next_attempt_at) where status = 'PENDING'`,
    `create index money_moves_open_idx on money_moves (group_number) where status in ('PENDING', 'HELD')`,
    `create index money_moves_action_idx on money_moves (action_key)`,
  ],
};

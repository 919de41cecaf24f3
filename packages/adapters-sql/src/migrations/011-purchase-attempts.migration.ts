import type { SqlMigration } from './sql-migration';

/** Policy groups that never became ACTIVE: PENDING ones, and INACTIVE ones a failed purchase left. */
const NEVER_ACTIVE = `select p.group_number,
    bool_and(p.status = 'PENDING') as pending,
    jsonb_agg(p.policy_number order by p.reference_number) as numbers,
    sum(p.premium_total_cents) as total,
    max(h.at) as settled_at,
    max(substr(h.action, length('NOT_ACTIVATED:') + 1)) as reason
  from policies p
  left join policy_history h on h.policy_number = p.policy_number and h.action like 'NOT_ACTIVATED:%'
  where not exists (select 1 from payments pay where pay.policy_number = p.policy_number)
  group by p.group_number
  having bool_and(p.status = 'PENDING' or (p.status = 'INACTIVE' and h.action is not null))`;

const OF_ATTEMPTS = `(select jsonb_array_elements_text(policy_numbers) from purchase_attempts)`;

/**
 * An attempt is not a sale (issue 15, PRODUCT.md "Rates, quotes and attempts"): a purchase writes
 * an attempt before any charge and its policies only when they become ACTIVE, so a declined or
 * abandoned payment leaves an attempt (for staff follow-up), never an INACTIVE policy that reports
 * and policy search would show. One PENDING or PURCHASED attempt per session and purchase
 * fingerprint (same travellers, dates, plans): a purchase is final. Existing never-activated
 * policies move here and leave the policy tables.
 */
export const purchaseAttempts: SqlMigration = {
  name: '011-purchase-attempts',
  statements: [
    `create table purchase_attempts (
      group_number text primary key,
      session_hash text not null,
      fingerprint text not null,
      status text not null check (status in ('PENDING', 'PURCHASED', 'DECLINED', 'ABANDONED')),
      reason text,
      organization_code text not null,
      owner_profile_ref text,
      policy_numbers jsonb not null,
      total_cents bigint not null,
      booking jsonb not null,
      created_at timestamptz not null,
      settled_at timestamptz
    )`,
    `create unique index purchase_attempts_once on purchase_attempts (session_hash, fingerprint)
      where status in ('PENDING', 'PURCHASED')`,
    `create index purchase_attempts_pending_idx on purchase_attempts (created_at) where status = 'PENDING'`,
    `create index purchase_attempts_numbers_idx on purchase_attempts using gin (policy_numbers)`,
    `insert into purchase_attempts (group_number, session_hash, fingerprint, status, reason,
        organization_code, owner_profile_ref, policy_numbers, total_cents, booking, created_at, settled_at)
      select g.group_number,
        coalesce((select sp.session_hash from session_policies sp
          where sp.policy_number = a.numbers ->> 0 limit 1), ''),
        'migrated:' || g.group_number,
        case when a.pending then 'PENDING' when a.reason = 'reconciliation' then 'ABANDONED' else 'DECLINED' end,
        case when a.pending then null else a.reason end,
        g.organization_code, g.owner_profile_ref, a.numbers, a.total,
        jsonb_build_object('group', to_jsonb(g), 'policies',
          (select jsonb_agg(to_jsonb(p)) from policies p where p.group_number = g.group_number)),
        g.purchase_date,
        case when a.pending then null else a.settled_at end
      from policy_groups g join (${NEVER_ACTIVE}) a on a.group_number = g.group_number`,
    `delete from session_policies where policy_number in ${OF_ATTEMPTS}`,
    `delete from policy_history where policy_number in ${OF_ATTEMPTS}`,
    `delete from policy_groups where group_number in (select group_number from purchase_attempts)`,
  ],
};

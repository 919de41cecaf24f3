import 'reflect-metadata';
import { isOneOf, policyMoney, TRANSACTION_TYPES, type Cents } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { policyNotFound, type PolicyNotFound } from '../policy-maintenance.errors';
import type {
  Note,
  PolicyDelivery,
  PolicyEvent,
  PolicyPax,
  PolicyReadRepository,
  PolicyView,
} from '../policy-read.repository.port';
import { POLICY_TOKENS } from '../policy.tokens';
import { canSee } from '../visibility';

/**
 * A booking the caller may see. A policy outside the caller's scope is refused exactly like one
 * that does not exist, so that policy numbers cannot be probed.
 */
const visible = (
  repo: Pick<PolicyReadRepository, 'findByPolicyNumber'>,
  actor: Actor,
  policyNumber: string,
): Effect.Effect<PolicyView, PolicyNotFound> =>
  Effect.flatMap(
    Effect.promise(() => repo.findByPolicyNumber(policyNumber)),
    (policy) => (policy && canSee(actor, policy) ? Effect.succeed(policy) : Effect.fail(policyNotFound())),
  );

/** A booking as its overview shows it: each traveller policy with what it was paid and refunded. */
export interface PolicyAnswer extends PolicyView {
  readonly paxes: readonly (PolicyPax & { readonly paidCents: Cents; readonly refundedCents: Cents })[];
}

const withMoney = (policy: PolicyView): PolicyAnswer => {
  const ledger = policy.paxes.flatMap((p) =>
    p.payments.flatMap((pay) =>
      isOneOf(TRANSACTION_TYPES, pay.type)
        ? [{ policyNumber: p.policyNumber, type: pay.type, amount: pay.amount }]
        : [],
    ),
  );
  return {
    ...policy,
    paxes: policy.paxes.map((p) => {
      const money = policyMoney(ledger, p.policyNumber);
      return { ...p, paidCents: money.paid, refundedCents: money.refunded };
    }),
  };
};

/** A policy (its whole booking), optionally only when one of its travellers has `status`. */
@injectable()
export class GetPolicyUseCase {
  constructor(
    @inject(POLICY_TOKENS.PolicyReads)
    private readonly repo: Pick<PolicyReadRepository, 'findByPolicyNumber'>,
  ) {}

  execute(actor: Actor, policyNumber: string, status?: string): Effect.Effect<PolicyAnswer, PolicyNotFound> {
    return Effect.map(
      Effect.filterOrFail(
        visible(this.repo, actor, policyNumber),
        (policy) => !status || policy.paxes.some((p) => p.policyStatus === status),
        () => policyNotFound(),
      ),
      withMoney,
    );
  }
}

/** What is recorded about a booking the caller may see: its history, deliveries, notes. */
const readAbout =
  <T>(read: (repo: PolicyReadRepository, policyNumber: string) => Promise<T>) =>
  (repo: PolicyReadRepository, actor: Actor, policyNumber: string): Effect.Effect<T, PolicyNotFound> =>
    Effect.flatMap(visible(repo, actor, policyNumber), () => Effect.promise(() => read(repo, policyNumber)));

const deliveries = readAbout<readonly PolicyDelivery[]>((repo, n) => repo.deliveries(n));
const notes = readAbout<readonly Note[]>((repo, n) => repo.notes(n));

/** Where a change was made: the staff app, an agent's, the consumer site, or the system (money outbox). */
export const HISTORY_CHANNELS = ['STAFF', 'AGENT', 'ONLINE', 'SYSTEM'] as const;
export type HistoryChannel = (typeof HISTORY_CHANNELS)[number];

/** A change of a policy as its timeline shows it: who by name, and through which channel. */
export interface PolicyHistoryEntry extends Omit<PolicyEvent, 'actor'> {
  readonly actorName: string | null;
  readonly channel: HistoryChannel;
}

/** Nobody signed in made the sale of a consumer booking online; any other change without a user is the system's. */
const SALE_ACTIONS: readonly string[] = ['CREATED', 'ACTIVATED'];

export const historyChannel = (event: PolicyEvent, salesChannel: string): HistoryChannel => {
  if (event.actor?.userType === 'LAN_ID') return 'STAFF';
  if (event.actor?.userType === 'CIAM_ID') return 'AGENT';
  return event.actorRef === null && salesChannel === 'b2c' && SALE_ACTIONS.includes(event.action)
    ? 'ONLINE'
    : 'SYSTEM';
};

/** Every state change of a policy, oldest first, with who made it and where. */
@injectable()
export class GetPolicyHistoryUseCase {
  constructor(@inject(POLICY_TOKENS.PolicyReads) private readonly repo: PolicyReadRepository) {}
  execute(actor: Actor, policyNumber: string): Effect.Effect<readonly PolicyHistoryEntry[], PolicyNotFound> {
    return Effect.flatMap(visible(this.repo, actor, policyNumber), (policy) =>
      Effect.map(
        Effect.promise(() => this.repo.history(policyNumber)),
        (events) =>
          events.map(({ actor: by, ...event }) => ({
            ...event,
            actorName: by?.name ?? null,
            channel: historyChannel({ ...event, actor: by }, policy.salesChannel),
          })),
      ),
    );
  }
}

/** The deliveries of a policy's documents recorded with it. */
@injectable()
export class GetPolicyDeliveriesUseCase {
  constructor(@inject(POLICY_TOKENS.PolicyReads) private readonly repo: PolicyReadRepository) {}
  execute(actor: Actor, policyNumber: string): Effect.Effect<readonly PolicyDelivery[], PolicyNotFound> {
    return deliveries(this.repo, actor, policyNumber);
  }
}

/** Notes of spec 7.4 are owned by a policy number (ownerCode). */
@injectable()
export class ListPolicyNotesUseCase {
  constructor(@inject(POLICY_TOKENS.PolicyReads) private readonly repo: PolicyReadRepository) {}
  execute(actor: Actor, ownerCode: string): Effect.Effect<readonly Note[], PolicyNotFound> {
    return notes(this.repo, actor, ownerCode);
  }
}

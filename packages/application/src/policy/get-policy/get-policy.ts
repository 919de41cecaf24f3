import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { policyNotFound, type PolicyNotFound } from '../policy-maintenance.errors';
import type {
  Note,
  PolicyDelivery,
  PolicyEvent,
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

/** A policy (its whole booking), optionally only when one of its travellers has `status`. */
@injectable()
export class GetPolicyUseCase {
  constructor(
    @inject(POLICY_TOKENS.PolicyReads)
    private readonly repo: Pick<PolicyReadRepository, 'findByPolicyNumber'>,
  ) {}

  execute(actor: Actor, policyNumber: string, status?: string): Effect.Effect<PolicyView, PolicyNotFound> {
    return Effect.filterOrFail(
      visible(this.repo, actor, policyNumber),
      (policy) => !status || policy.paxes.some((p) => p.policyStatus === status),
      () => policyNotFound(),
    );
  }
}

/** What is recorded about a booking the caller may see: its history, deliveries, notes. */
const readAbout =
  <T>(read: (repo: PolicyReadRepository, policyNumber: string) => Promise<T>) =>
  (repo: PolicyReadRepository, actor: Actor, policyNumber: string): Effect.Effect<T, PolicyNotFound> =>
    Effect.flatMap(visible(repo, actor, policyNumber), () => Effect.promise(() => read(repo, policyNumber)));

const history = readAbout<readonly PolicyEvent[]>((repo, n) => repo.history(n));
const deliveries = readAbout<readonly PolicyDelivery[]>((repo, n) => repo.deliveries(n));
const notes = readAbout<readonly Note[]>((repo, n) => repo.notes(n));

/** Every state change of a policy. */
@injectable()
export class GetPolicyHistoryUseCase {
  constructor(@inject(POLICY_TOKENS.PolicyReads) private readonly repo: PolicyReadRepository) {}
  execute(actor: Actor, policyNumber: string): Effect.Effect<readonly PolicyEvent[], PolicyNotFound> {
    return history(this.repo, actor, policyNumber);
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

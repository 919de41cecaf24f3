import { hasAll, type Claim } from '@tripx/domain';
import { Effect } from 'effect';
import { mayActOn, policyTarget } from '../access/may-act-on';
import type { Actor } from '../session/session';
import {
  PolicyForbidden,
  PolicySignInRequired,
  policyNotFound,
  type PolicyAccessError,
} from './policy-maintenance.errors';
import type { MaintainedPolicy, PolicyMaintenanceStore } from './policy-maintenance.ports';

/** The signed-in user behind a request; anyone else is refused. */
export const signedIn = (
  actor: Actor,
): Effect.Effect<Extract<Actor, { kind: 'user' }>, PolicySignInRequired> =>
  actor.kind === 'user'
    ? Effect.succeed(actor)
    : Effect.fail(new PolicySignInRequired({ code: 'forbidden' }));

/**
 * Loads a booking the caller may act on: the claims of the action first, then the data scope;
 * a policy outside the scope is refused exactly like a missing one (numbers cannot be probed).
 */
export const loadForAction = (
  store: Pick<PolicyMaintenanceStore, 'load'>,
  actor: Actor,
  claims: readonly Claim[],
  policyNumber: string,
): Effect.Effect<MaintainedPolicy, PolicyAccessError> =>
  Effect.gen(function* () {
    const user = yield* signedIn(actor);
    if (!hasAll(user.claims, claims)) return yield* new PolicyForbidden({ code: 'forbidden' });
    const policy = yield* Effect.promise(() => store.load(policyNumber));
    return policy && mayActOn(user, policyTarget(policy)) ? policy : yield* policyNotFound();
  });

export const actorRef = (actor: Actor): string | null => (actor.kind === 'user' ? actor.profileRef : null);

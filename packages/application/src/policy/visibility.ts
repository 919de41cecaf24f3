import { mayActOn, policyTarget } from '../access/may-act-on';
import type { Actor } from '../session/session';
import type { PolicyView, PolicyVisibility } from './policy-read.repository.port';

/** mayActOn as the query filter of a policy search; anonymous callers see nothing. */
export const visibilityOf = (actor: Actor): PolicyVisibility | undefined => {
  if (actor.kind !== 'user') return undefined;
  if (actor.dataScope === 'ALL') return { kind: 'ALL' };
  if (actor.dataScope === 'ORGANIZATION')
    return { kind: 'ORGANIZATION', organizationCodes: actor.organizationsInScope };
  return { kind: 'OWN', organizationCodes: actor.organizationsInScope, profileRef: actor.profileRef };
};

/** One loaded policy: the scope rule itself. */
export const canSee = (actor: Actor, policy: PolicyView): boolean => mayActOn(actor, policyTarget(policy));

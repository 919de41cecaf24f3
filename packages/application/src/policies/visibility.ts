import { canSeePolicy } from '@tripx/domain';
import type { Actor } from '../session/session';
import type { PolicyView, PolicyVisibility } from './policy-read.repository.port';

/** The query filter for a signed-in caller's data scope; anonymous callers see nothing. */
export const visibilityOf = (actor: Actor): PolicyVisibility | undefined => {
  if (actor.kind !== 'user') return undefined;
  if (actor.dataScope === 'ALL') return { kind: 'ALL' };
  if (actor.dataScope === 'ORGANIZATION')
    return { kind: 'ORGANIZATION', organizationCodes: actor.organizationsInScope };
  return { kind: 'OWN', organizationCodes: actor.organizationsInScope, profileRef: actor.profileRef };
};

/** The same rule as the query filter, for one loaded policy (the domain decides). */
export const canSee = (actor: Actor, policy: PolicyView): boolean =>
  actor.kind === 'user' &&
  canSeePolicy(
    actor.dataScope,
    { profileRef: actor.profileRef, organizationCodes: actor.organizationsInScope },
    { organizationCode: policy.organizationCode, ...(policy.soldBy ? { soldBy: policy.soldBy } : {}) },
  );

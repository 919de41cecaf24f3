import { hasAll, type Claim } from '@tripx/domain';
import { mayActOn, policyTarget } from '../access/may-act-on';
import type { Actor } from '../session/session';
import { policyRefused, type Outcome } from './policy-maintenance.errors';
import type { MaintainedPolicy, PolicyMaintenanceStore } from './policy-maintenance.ports';

/**
 * Loads a booking the caller may act on: the claims of the action first (403), then the data scope;
 * a policy outside the scope answers 404 exactly like a missing one (numbers cannot be probed).
 */
export const loadForAction = async (
  store: Pick<PolicyMaintenanceStore, 'load'>,
  actor: Actor,
  claims: readonly Claim[],
  policyNumber: string,
): Promise<Outcome<MaintainedPolicy>> => {
  if (actor.kind !== 'user') return policyRefused(401, 'forbidden');
  if (!hasAll(actor.claims, claims)) return policyRefused(403, 'forbidden');
  const policy = await store.load(policyNumber);
  return policy && mayActOn(actor, policyTarget(policy))
    ? { ok: true, value: policy }
    : policyRefused(404, 'notFound');
};

export const actorRef = (actor: Actor): string | null => (actor.kind === 'user' ? actor.profileRef : null);

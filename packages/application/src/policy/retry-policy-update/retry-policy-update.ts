import { FEATURES } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyRefused, type Outcome } from '../policy-maintenance.errors';
import type { ReQuote } from '../re-quote-policy/re-quote-policy';
import { updatePolicy, type UpdatePolicyRequest } from '../update-policy/update-policy';

/**
 * PUT /api/policies/retry: runs the last failed endorsement of the policy again, same version and
 * same idempotency keys, so what the provider already took is replayed, not taken twice.
 */
export const retryPolicyUpdate = async (
  deps: PolicyMaintenanceDeps,
  actor: Actor,
  policyNumber: string,
): Promise<Outcome<ReQuote>> => {
  const loaded = await loadForAction(deps.store, actor, FEATURES.editPolicy, policyNumber);
  if (!loaded.ok) return loaded;
  const pending = await deps.store.failedUpdate(policyNumber);
  if (!pending) return policyRefused(404, 'noFailedUpdate');
  return updatePolicy(deps, actor, pending.request as UpdatePolicyRequest);
};

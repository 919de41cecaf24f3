import { FEATURES } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyRefused, type Outcome } from '../policy-maintenance.errors';
import type { ReQuote } from '../re-quote-policy/re-quote-policy';
import { updatePolicy, type UpdatePolicyRequest } from '../update-policy/update-policy';

/**
 * PUT /api/policies/retry: runs the last failed endorsement of the policy again. It was kept because
 * the card declined its charge and the endorsement was undone (nothing taken), so it runs at the
 * booking's current version: new idempotency keys, and the card is asked again.
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
  const request = pending.request as UpdatePolicyRequest;
  return updatePolicy(deps, actor, { ...request, version: loaded.value.version });
};

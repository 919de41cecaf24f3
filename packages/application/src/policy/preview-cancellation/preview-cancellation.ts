import { calendarDateAt, FEATURES, type Cents } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { cancellationTerms } from '../cancellation-terms';
import { loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyDone, policyRefused, type Outcome } from '../policy-maintenance.errors';

export interface CancellationPreview {
  readonly paxes: readonly {
    readonly policyNumber: string;
    readonly refundCents: Cents;
    readonly reason: string;
  }[];
}

/**
 * GET /api/policies/:n/cancellation: the refund each ACTIVE traveller policy of the booking would get
 * if cancelled today, computed as cancel-policy computes it; nothing written.
 */
export const previewCancellation = async (
  deps: Pick<PolicyMaintenanceDeps, 'store' | 'cancellationRule' | 'now'>,
  actor: Actor,
  policyNumber: string,
): Promise<Outcome<CancellationPreview>> => {
  const loaded = await loadForAction(deps.store, actor, FEATURES.cancelPolicy, policyNumber);
  if (!loaded.ok) return loaded;
  const policy = loaded.value;
  const rule = deps.cancellationRule(policy.ratesVersion);
  if (!rule) return policyRefused(500, 'cancellationRuleMissing');
  const today = calendarDateAt(deps.now());
  const paxes: CancellationPreview['paxes'][number][] = [];
  for (const pax of policy.paxes.filter((p) => p.status === 'ACTIVE')) {
    const terms = cancellationTerms(policy, pax, rule, today);
    if (!terms) return policyRefused(409, 'cancellationRuleMissing');
    paxes.push({ policyNumber: pax.policyNumber, refundCents: terms.refund, reason: terms.reason });
  }
  return policyDone({ paxes });
};

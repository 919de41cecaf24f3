import { FEATURES } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { chargePax, moneyOf, type ChargeChoice } from '../money-moves';
import { actorRef, loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyDone, policyRefused, type Outcome } from '../policy-maintenance.errors';

export interface ReinstatePolicyRequest {
  readonly policyNumber: string;
  readonly payment?: ChargeChoice;
}

/**
 * POLICY_ADMIN brings a cancelled traveller policy back: ACTIVE again, charged what it lacks of its
 * premium (whatever the cancellation gave back), so its balance is its premium once more.
 */
export const reinstatePolicy = async (
  deps: PolicyMaintenanceDeps,
  actor: Actor,
  request: ReinstatePolicyRequest,
): Promise<Outcome<{ readonly policyNumber: string; readonly chargedCents: number }>> => {
  const loaded = await loadForAction(deps.store, actor, FEATURES.reinstate, request.policyNumber);
  if (!loaded.ok) return loaded;
  const policy = loaded.value;
  const pax = policy.paxes.find((p) => p.policyNumber === request.policyNumber);
  if (!pax) return policyRefused(404, 'notFound');
  if (pax.status !== 'INACTIVE' && pax.status !== 'REFUNDED') return policyRefused(409, 'policyNotCancelled');
  const due = pax.premiumCents - moneyOf(pax).balance;
  let payments: Awaited<ReturnType<typeof chargePax>> = { ok: true, payments: [] };
  if (due > 0) {
    payments = await chargePax(
      deps,
      pax,
      due,
      request.payment ?? { method: 'TOKEN' },
      `reinstate:${pax.policyNumber}:v${policy.version}`,
    );
    if (!payments.ok) return policyRefused(402, payments.code);
  }
  const saved = await deps.store.save({
    groupNumber: policy.groupNumber,
    expectedVersion: policy.version,
    premiums: [],
    statuses: [{ policyNumber: pax.policyNumber, status: 'ACTIVE' }],
    payments: payments.payments,
    history: [
      {
        policyNumber: pax.policyNumber,
        action: 'REINSTATED',
        change: { fieldChanged: 'policyStatus', from: pax.status, to: 'ACTIVE' },
      },
    ],
    actorRef: actorRef(actor),
    now: deps.now(),
  });
  return saved === 'saved'
    ? policyDone({ policyNumber: pax.policyNumber, chargedCents: Math.max(0, due) })
    : policyRefused(409, 'versionConflict');
};

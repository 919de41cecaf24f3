import { FEATURES, type Cents } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { moneyOf, planCharge, type ChargeChoice } from '../money-moves';
import { actionKey, writeThenMove } from '../money-outbox/write-then-move';
import { actorRef, loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyDone, policyRefused, type Outcome } from '../policy-maintenance.errors';

export interface ReinstatePolicyRequest {
  readonly policyNumber: string;
  readonly payment?: ChargeChoice;
}

/**
 * POLICY_ADMIN brings a cancelled traveller policy back: ACTIVE again, charged what it lacks of its
 * premium (whatever the cancellation gave back), so its balance is its premium once more. The status
 * and the charge owed are written together and the card is charged after; a card that declines puts
 * the cancelled status back in a compensating write (402).
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
  const due = Math.max(0, pax.premiumCents - moneyOf(pax).balance) as Cents;
  const change = { fieldChanged: 'policyStatus', from: pax.status, to: 'ACTIVE' };
  const planned = await planCharge(
    deps,
    due > 0 ? [{ pax, policyNumber: pax.policyNumber, amountCents: due }] : [],
    request.payment ?? { method: 'TOKEN' },
    {
      groupNumber: policy.groupNumber,
      actionKey: actionKey('reinstate', policy),
      revert: {
        expectedVersion: policy.version + 1,
        premiums: [],
        statuses: [{ policyNumber: pax.policyNumber, status: pax.status }],
        history: [
          {
            policyNumber: pax.policyNumber,
            action: 'REINSTATEMENT_REVERTED',
            change: { ...change, from: 'ACTIVE', to: pax.status },
          },
        ],
      },
    },
  );
  if (!planned.ok) return policyRefused(402, planned.code);
  const written = await writeThenMove(deps, {
    groupNumber: policy.groupNumber,
    expectedVersion: policy.version,
    premiums: [],
    statuses: [{ policyNumber: pax.policyNumber, status: 'ACTIVE' }],
    payments: planned.plan.payments,
    moves: planned.plan.moves,
    history: [{ policyNumber: pax.policyNumber, action: 'REINSTATED', change }],
    actorRef: actorRef(actor),
    now: deps.now(),
  });
  return written.ok ? policyDone({ policyNumber: pax.policyNumber, chargedCents: due }) : written;
};

import 'reflect-metadata';
import { FEATURES, type Cents } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { moneyOf, planCharge, type ChargeChoice } from '../money-moves';
import { actionKey, writeThenMove } from '../money-outbox/write-then-move';
import { actorRef, loadForAction } from '../policy-access';
import { actionEvents } from '../policy-events';
import { PolicyMaintenancePorts, type PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import {
  paymentRefused,
  policyConflict,
  policyNotFound,
  type PolicyMaintenanceError,
} from '../policy-maintenance.errors';

export interface ReinstatePolicyRequest {
  readonly policyNumber: string;
  readonly payment?: ChargeChoice;
}

/**
 * POLICY_ADMIN brings a cancelled traveller policy back: ACTIVE again, charged what it lacks of its
 * premium (whatever the cancellation gave back), so its balance is its premium once more. The status
 * and the charge owed are written together and the card is charged after; a card that declines puts
 * the cancelled status back in a compensating write (paymentFailed).
 */
@injectable()
export class ReinstatePolicyUseCase {
  constructor(@inject(PolicyMaintenancePorts) private readonly deps: PolicyMaintenanceDeps) {}

  execute(
    actor: Actor,
    request: ReinstatePolicyRequest,
  ): Effect.Effect<{ readonly policyNumber: string; readonly chargedCents: number }, PolicyMaintenanceError> {
    const deps = this.deps;
    return Effect.gen(function* () {
      const policy = yield* loadForAction(deps.store, actor, FEATURES.reinstate, request.policyNumber);
      const pax = policy.paxes.find((p) => p.policyNumber === request.policyNumber);
      if (!pax) return yield* policyNotFound();
      if (pax.status !== 'INACTIVE' && pax.status !== 'REFUNDED')
        return yield* policyConflict('policyNotCancelled');
      const due = Math.max(0, pax.premiumCents - moneyOf(pax).balance) as Cents;
      const change = { fieldChanged: 'policyStatus', from: pax.status, to: 'ACTIVE' };
      const planned = yield* planCharge(
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
      ).pipe(Effect.mapError(paymentRefused));
      const write = {
        groupNumber: policy.groupNumber,
        expectedVersion: policy.version,
        premiums: [],
        statuses: [{ policyNumber: pax.policyNumber, status: 'ACTIVE' as const }],
        payments: planned.payments,
        moves: planned.moves,
        history: [{ policyNumber: pax.policyNumber, action: 'REINSTATED', change }],
        actorRef: actorRef(actor),
        now: deps.now(),
      };
      const changed = [{ policyNumber: pax.policyNumber, amountCents: due }];
      yield* writeThenMove(deps, {
        ...write,
        events: actionEvents(deps, policy, write, 'policy.reinstated', changed),
      });
      return { policyNumber: pax.policyNumber, chargedCents: due };
    });
  }
}

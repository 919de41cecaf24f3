import 'reflect-metadata';
import { FEATURES, type Cents } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { moneyOf, planCharge, type ChargeChoice } from '../money-moves';
import {
  cardOnFile,
  confirmedAmount,
  transactionsOfAction,
  type ActionTransaction,
  type ShownCard,
} from '../money-shown';
import { actionKey, writeThenMove } from '../money-outbox/write-then-move';
import { actorRef, loadForAction } from '../policy-access';
import { actionEvents } from '../policy-events';
import { PolicyMaintenancePorts, type PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import {
  paymentRefused,
  policyConflict,
  policyNotFound,
  type PolicyAccessError,
  type PolicyConflict,
  type PolicyMaintenanceError,
  type PolicyNotFound,
} from '../policy-maintenance.errors';
import type { MaintainedPax, MaintainedPolicy } from '../policy-maintenance.ports';

export interface ReinstatePolicyRequest {
  readonly policyNumber: string;
  readonly payment?: ChargeChoice;
  /** The amount the staff member saw in the preview and confirmed (cents). */
  readonly confirmedCents?: number;
}

/** What reinstating would charge, and on which card the card on file is; nothing written. */
export interface ReinstatementPreview {
  readonly policyNumber: string;
  readonly dueCents: Cents;
  readonly card: ShownCard | null;
}

export interface Reinstatement {
  readonly policyNumber: string;
  readonly chargedCents: number;
  readonly transactions: readonly ActionTransaction[];
}

/** What a reinstatement lacks of the premium: whatever the cancellation gave back. */
const reinstatementDue = (pax: MaintainedPax): Cents =>
  Math.max(0, pax.premiumCents - moneyOf(pax).balance) as Cents;

/** The cancelled traveller policy a reinstatement is for, and what it would charge (preview and apply alike). */
const reinstatable = (
  deps: Pick<PolicyMaintenanceDeps, 'store'>,
  actor: Actor,
  policyNumber: string,
): Effect.Effect<
  { readonly policy: MaintainedPolicy; readonly pax: MaintainedPax; readonly due: Cents },
  PolicyAccessError | PolicyNotFound | PolicyConflict
> =>
  Effect.gen(function* () {
    const policy = yield* loadForAction(deps.store, actor, FEATURES.reinstate, policyNumber);
    const pax = policy.paxes.find((p) => p.policyNumber === policyNumber);
    if (!pax) return yield* policyNotFound();
    if (pax.status !== 'INACTIVE' && pax.status !== 'REFUNDED')
      return yield* policyConflict('policyNotCancelled');
    return { policy, pax, due: reinstatementDue(pax) };
  });

/** The charge a reinstatement would make today, computed as the reinstatement computes it. */
@injectable()
export class PreviewReinstatementUseCase {
  constructor(@inject(PolicyMaintenancePorts) private readonly deps: Pick<PolicyMaintenanceDeps, 'store'>) {}

  execute(
    actor: Actor,
    policyNumber: string,
  ): Effect.Effect<ReinstatementPreview, PolicyAccessError | PolicyConflict> {
    return Effect.map(reinstatable(this.deps, actor, policyNumber), ({ policy, pax, due }) => ({
      policyNumber: pax.policyNumber,
      dueCents: due,
      card: cardOnFile(policy.paxes),
    }));
  }
}

/**
 * POLICY_ADMIN brings a cancelled traveller policy back: ACTIVE again, charged what it lacks of its
 * premium (whatever the cancellation gave back), so its balance is its premium once more. The status
 * and the charge owed are written together and the card is charged after; a card that declines puts
 * the cancelled status back in a compensating write (paymentFailed). A confirmed amount that is no
 * longer the one due is refused (amountChanged) before anything is written.
 */
@injectable()
export class ReinstatePolicyUseCase {
  constructor(@inject(PolicyMaintenancePorts) private readonly deps: PolicyMaintenanceDeps) {}

  execute(
    actor: Actor,
    request: ReinstatePolicyRequest,
  ): Effect.Effect<Reinstatement, PolicyMaintenanceError> {
    const deps = this.deps;
    return Effect.gen(function* () {
      const { policy, pax, due } = yield* reinstatable(deps, actor, request.policyNumber);
      yield* confirmedAmount(request.confirmedCents, due);
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
      const transactions = yield* transactionsOfAction(deps.store, policy, pax.policyNumber);
      return { policyNumber: pax.policyNumber, chargedCents: due, transactions };
    });
  }
}

import 'reflect-metadata';
import { type CalendarDate, type Cents, type EndorsementSnapshot, type PaymentMethod } from '@tripx/domain';
import { Effect, Either } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { joinPlans, planCharge, planRefund, type ChargeChoice, type MoneyPlan } from '../money-moves';
import { confirmedAmount, transactionsOfAction, type ActionTransaction } from '../money-shown';
import type { PolicyRevert } from '../money-outbox/money-outbox.port';
import { actionKey, writeThenMove } from '../money-outbox/write-then-move';
import { actorRef } from '../policy-access';
import { actionEvents } from '../policy-events';
import { PolicyMaintenancePorts, type PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import {
  policyConflict,
  policyInvalid,
  type MoneyPlanCode,
  type PolicyMaintenanceError,
} from '../policy-maintenance.errors';
import type { MaintainedPolicy } from '../policy-maintenance.ports';
import { priceAtVersion, type ReQuote } from '../re-quote-policy/re-quote-policy';

export interface UpdatePolicyRequest {
  readonly policyNumber: string;
  /** The version the staff member read: a stale one is refused (versionConflict), nothing written. */
  readonly version: number;
  readonly changes: EndorsementSnapshot;
  /** How a positive difference is paid (TOKEN, CREDIT_CARD + dataKey, CASH, PAID_TO_AGENCY). */
  readonly charge?: ChargeChoice;
  /** How a negative one goes back (ORIGINAL, CHARGEBACK, CASH for a cheque). */
  readonly refundMethod?: PaymentMethod;
  /** The day a POLICY_ADMIN applies the change on (customApplicationDate); ignored from anyone else. */
  readonly applicationDate?: CalendarDate;
  /** The total difference (cents, negative for a refund) the staff member saw re-quoted and confirmed. */
  readonly confirmedCents?: number;
}

/** An applied endorsement: its price, and the money it moved. */
export type AppliedEndorsement = ReQuote & { readonly transactions: readonly ActionTransaction[] };

/** The compensating write of a declined charge: premiums, snapshot and the change list back. */
const undo = (policy: MaintainedPolicy, priced: ReQuote): PolicyRevert => ({
  expectedVersion: policy.version + 1,
  snapshot: policy.snapshot,
  premiums: policy.paxes.map((p) => ({ policyNumber: p.policyNumber, premium: p.premiumCents })),
  statuses: [],
  history: priced.changes.map((c) => ({
    policyNumber: policy.paxes[0]?.policyNumber ?? '',
    action: 'ENDORSEMENT_REVERTED',
    change: { fieldChanged: c.fieldChanged, from: c.to, to: c.from },
  })),
});

/** The money of the price change: one charge for the increases, a refund per decrease (held behind it). */
const planMoney = (
  deps: PolicyMaintenanceDeps,
  policy: MaintainedPolicy,
  priced: ReQuote,
  request: UpdatePolicyRequest,
): Effect.Effect<MoneyPlan, MoneyPlanCode> => {
  const key = actionKey('endorse', policy);
  const withPax = priced.policyDelta.flatMap((d) => {
    const pax = policy.paxes.find((p) => p.policyNumber === d.policyNumber);
    return pax && d.deltaAmount !== 0 ? [{ ...d, pax }] : [];
  });
  return Effect.flatMap(
    planCharge(
      deps,
      withPax
        .filter((d) => d.deltaAmount > 0)
        .map((d) => ({ pax: d.pax, policyNumber: d.policyNumber, amountCents: d.deltaAmount })),
      request.charge ?? { method: 'TOKEN' },
      { groupNumber: policy.groupNumber, actionKey: key, revert: undo(policy, priced) },
    ),
    (charge) => {
      const plans: MoneyPlan[] = [charge];
      for (const d of withPax.filter((x) => x.deltaAmount < 0)) {
        const refund = planRefund(deps, d.pax, -d.deltaAmount as Cents, request.refundMethod ?? 'ORIGINAL', {
          groupNumber: policy.groupNumber,
          actionKey: key,
          held: charge.moves.length > 0,
        });
        if (Either.isLeft(refund)) return Effect.fail(refund.left);
        plans.push(refund.right);
      }
      return Effect.succeed(joinPlans(plans));
    },
  );
};

/**
 * Applies an endorsement. The whole request is checked first (each traveller and
 * dependent once, every dependent with its date of birth: invalidValue; the version read:
 * versionConflict; the re-rating; how the difference is paid), then snapshot, premiums, change list
 * and the money owed are written in one transaction at the version read, and the money moves after.
 * A card that declines the charge undoes the endorsement in a compensating write (paymentFailed,
 * the request kept for retry-policy-update); refunds wait behind the charge and are cancelled with it.
 * A confirmed difference that is no longer the one re-rated now is refused (amountChanged).
 */
@injectable()
export class UpdatePolicyUseCase {
  constructor(@inject(PolicyMaintenancePorts) private readonly deps: PolicyMaintenanceDeps) {}

  execute(
    actor: Actor,
    request: UpdatePolicyRequest,
  ): Effect.Effect<AppliedEndorsement, PolicyMaintenanceError> {
    const deps = this.deps;
    return Effect.gen(function* () {
      const { policy, changes, priced } = yield* priceAtVersion(deps, actor, request);
      yield* confirmedAmount(request.confirmedCents, priced.deltaTotal);
      const money = yield* Effect.mapError(planMoney(deps, policy, priced, request), (code) =>
        code === 'refundExceedsPaid' ? policyConflict(code) : policyInvalid(code),
      );
      const write = {
        groupNumber: policy.groupNumber,
        expectedVersion: policy.version,
        snapshot: changes,
        premiums: priced.premiums,
        statuses: [],
        payments: money.payments,
        moves: money.moves,
        history: priced.changes.map((change) => ({
          policyNumber: request.policyNumber,
          action: 'ENDORSED',
          change,
        })),
        actorRef: actorRef(actor),
        now: deps.now(),
      };
      const changed = priced.policyDelta.map((d) => ({
        policyNumber: d.policyNumber,
        amountCents: d.deltaAmount,
      }));
      yield* writeThenMove(deps, {
        ...write,
        events: actionEvents(deps, policy, write, 'policy.endorsed', changed),
      }).pipe(
        Effect.tapError((e) =>
          e.code === 'paymentFailed'
            ? Effect.promise(() =>
                deps.store.keepFailedUpdate({ policyNumber: request.policyNumber, request, code: e.code }),
              )
            : Effect.void,
        ),
      );
      yield* Effect.promise(() => deps.store.clearFailedUpdate(request.policyNumber));
      const transactions = yield* transactionsOfAction(deps.store, policy, request.policyNumber);
      return { ...priced, version: policy.version + 1, transactions };
    });
  }
}

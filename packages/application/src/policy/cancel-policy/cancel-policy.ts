import 'reflect-metadata';
import { calendarDateAt, FEATURES, repeatedEntries, type Cents } from '@tripx/domain';
import { Effect, Either } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { cancellationTerms } from '../cancellation-terms';
import { joinPlans, planRefund, type MoneyPlan } from '../money-moves';
import { confirmedAmount, transactionsOfAction, type ActionTransaction } from '../money-shown';
import { actionKey, writeThenMove } from '../money-outbox/write-then-move';
import { actorRef, loadForAction } from '../policy-access';
import { actionEvents } from '../policy-events';
import { PolicyMaintenancePorts, type PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import {
  CancellationTermsMissing,
  policyConflict,
  policyInvalid,
  policyNotFound,
  type PolicyMaintenanceError,
} from '../policy-maintenance.errors';
import type { HistoryRow } from '../policy-maintenance.ports';

/** spec 3 cancel body. */
export interface CancelPolicyRequest {
  readonly cancellationReason: string;
  readonly provinceOfResidence?: string;
  readonly paxes: readonly { readonly policyNumber: string }[];
  /** The total refund the staff member saw in the preview and confirmed (cents). */
  readonly confirmedCents?: number;
}

export interface CancelledPax {
  readonly policyNumber: string;
  readonly refundCents: Cents;
  readonly status: 'INACTIVE' | 'REFUNDED';
  readonly reason: string;
}

/** Every traveller listed once: invalidValue at `paxes.<i>.policyNumber` for each repeat. */
const listedOnce = (request: CancelPolicyRequest) => {
  const repeats = repeatedEntries(request.paxes, (p) => p.policyNumber);
  return repeats.length === 0
    ? Effect.void
    : Effect.fail(
        policyInvalid(
          'invalidValue',
          repeats.map((i) => ({ path: `paxes.${i}.policyNumber`, code: 'duplicateTraveller' as const })),
        ),
      );
};

/**
 * Cancels the named traveller policies of one booking: each gets the refund the cancellation rule of
 * its rate version gives (PRODUCT.md), back to the original card; REFUNDED when everything it paid
 * came back, INACTIVE otherwise. The whole request is checked first (each traveller once, in the
 * booking, ACTIVE, with terms); then the statuses and the refunds owed are written together, and
 * the refunds move after (a refund is never declined: the outbox retries it until it is done). A
 * confirmed total that is no longer the refund computed now is refused (amountChanged).
 */
@injectable()
export class CancelPolicyUseCase {
  constructor(@inject(PolicyMaintenancePorts) private readonly deps: PolicyMaintenanceDeps) {}

  execute(
    actor: Actor,
    request: CancelPolicyRequest,
  ): Effect.Effect<
    { readonly paxes: readonly CancelledPax[]; readonly transactions: readonly ActionTransaction[] },
    PolicyMaintenanceError
  > {
    const deps = this.deps;
    return Effect.gen(function* () {
      const first = request.paxes[0]?.policyNumber;
      if (!first) return yield* policyNotFound();
      const policy = yield* loadForAction(deps.store, actor, FEATURES.cancelPolicy, first);
      yield* listedOnce(request);
      const rule = deps.cancellationRule(policy.ratesVersion);
      if (!rule) return yield* new CancellationTermsMissing({ code: 'cancellationRuleMissing' });
      const now = deps.now();
      const today = calendarDateAt(now);
      const key = actionKey('cancel', policy);
      const plans: MoneyPlan[] = [];
      const result: CancelledPax[] = [];
      for (const { policyNumber } of request.paxes) {
        const pax = policy.paxes.find((p) => p.policyNumber === policyNumber);
        if (!pax) return yield* policyNotFound();
        if (pax.status !== 'ACTIVE') return yield* policyConflict('policyNotActive');
        const terms = cancellationTerms(policy, pax, rule, today);
        if (!terms) return yield* policyConflict('cancellationRuleMissing');
        const { balance, refund } = terms;
        if (refund > 0) {
          const planned = planRefund(deps, pax, refund, 'ORIGINAL', {
            groupNumber: policy.groupNumber,
            actionKey: key,
            held: false,
          });
          if (Either.isLeft(planned)) return yield* policyConflict(planned.left);
          plans.push(planned.right);
        }
        const status = balance > 0 && refund === balance ? 'REFUNDED' : 'INACTIVE';
        result.push({ policyNumber, refundCents: refund, status, reason: terms.reason });
      }
      yield* confirmedAmount(
        request.confirmedCents,
        result.reduce((sum, p) => sum + p.refundCents, 0),
      );
      const money = joinPlans(plans);
      const write = {
        groupNumber: policy.groupNumber,
        expectedVersion: policy.version,
        premiums: [],
        statuses: result.map((p) => ({ policyNumber: p.policyNumber, status: p.status })),
        payments: money.payments,
        moves: money.moves,
        history: result.flatMap((p): HistoryRow[] => [
          {
            policyNumber: p.policyNumber,
            action: 'CANCELLED',
            change: { fieldChanged: 'policyStatus', from: 'ACTIVE', to: p.status },
          },
          {
            policyNumber: p.policyNumber,
            action: 'CANCELLED',
            change: { fieldChanged: 'cancellationReason', from: '', to: request.cancellationReason },
          },
        ]),
        actorRef: actorRef(actor),
        now,
      };
      const changed = result.map((p) => ({ policyNumber: p.policyNumber, amountCents: p.refundCents }));
      yield* writeThenMove(deps, {
        ...write,
        events: actionEvents(deps, policy, write, 'policy.cancelled', changed),
      });
      const transactions = yield* transactionsOfAction(deps.store, policy, first);
      return { paxes: result, transactions };
    });
  }
}

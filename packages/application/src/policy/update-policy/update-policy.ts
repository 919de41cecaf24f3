import { FEATURES, type Cents, type EndorsementSnapshot, type PaymentMethod } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { datedChanges } from '../dated-changes';
import {
  joinPlans,
  planCharge,
  planRefund,
  type ChargeChoice,
  type MoneyPlan,
  type Planned,
} from '../money-moves';
import type { PolicyRevert } from '../money-outbox/money-outbox.port';
import { actionKey, writeThenMove } from '../money-outbox/write-then-move';
import { actorRef, loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyDone, policyRefused, type Outcome } from '../policy-maintenance.errors';
import type { MaintainedPolicy } from '../policy-maintenance.ports';
import { priceChange, type ReQuote } from '../re-quote-policy/re-quote-policy';

export interface UpdatePolicyRequest {
  readonly policyNumber: string;
  /** The version the staff member read: a stale one gets 409 and nothing is written. */
  readonly version: number;
  readonly changes: EndorsementSnapshot;
  /** How a positive difference is paid (TOKEN, CREDIT_CARD + dataKey, CASH, PAID_TO_AGENCY). */
  readonly charge?: ChargeChoice;
  /** How a negative one goes back (ORIGINAL, CHARGEBACK, CASH for a cheque). */
  readonly refundMethod?: PaymentMethod;
}

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
const planMoney = async (
  deps: PolicyMaintenanceDeps,
  policy: MaintainedPolicy,
  priced: ReQuote,
  request: UpdatePolicyRequest,
): Promise<Planned> => {
  const key = actionKey('endorse', policy);
  const withPax = priced.policyDelta.flatMap((d) => {
    const pax = policy.paxes.find((p) => p.policyNumber === d.policyNumber);
    return pax && d.deltaAmount !== 0 ? [{ ...d, pax }] : [];
  });
  const charge = await planCharge(
    deps,
    withPax
      .filter((d) => d.deltaAmount > 0)
      .map((d) => ({ pax: d.pax, policyNumber: d.policyNumber, amountCents: d.deltaAmount })),
    request.charge ?? { method: 'TOKEN' },
    { groupNumber: policy.groupNumber, actionKey: key, revert: undo(policy, priced) },
  );
  if (!charge.ok) return charge;
  const plans: MoneyPlan[] = [charge.plan];
  for (const d of withPax.filter((x) => x.deltaAmount < 0)) {
    const refund = planRefund(deps, d.pax, -d.deltaAmount as Cents, request.refundMethod ?? 'ORIGINAL', {
      groupNumber: policy.groupNumber,
      actionKey: key,
      held: charge.plan.moves.length > 0,
    });
    if (!refund.ok) return refund;
    plans.push(refund.plan);
  }
  return { ok: true, plan: joinPlans(plans) };
};

/**
 * PUT /api/policies: applies an endorsement. The whole request is checked first (each traveller and
 * dependent once, every dependent with its date of birth: 400 invalidValue; the version read: 409;
 * the re-rating; how the difference is paid), then snapshot, premiums, change list and the money
 * owed are written in one transaction at the version read, and the money moves after. A card that
 * declines the charge undoes the endorsement in a compensating write (402, the request kept for
 * retry-policy-update); refunds wait behind the charge and are cancelled with it.
 */
export const updatePolicy = async (
  deps: PolicyMaintenanceDeps,
  actor: Actor,
  request: UpdatePolicyRequest,
): Promise<Outcome<ReQuote>> => {
  const loaded = await loadForAction(deps.store, actor, FEATURES.editPolicy, request.policyNumber);
  if (!loaded.ok) return loaded;
  const policy = loaded.value;
  if (policy.version !== request.version) return policyRefused(409, 'versionConflict');
  const changes = datedChanges(request.changes);
  if (!changes.ok) return changes;
  const priced = priceChange(deps, policy, changes.value);
  if (!priced.ok) return priced;
  const money = await planMoney(deps, policy, priced.value, request);
  if (!money.ok) return policyRefused(money.code === 'refundExceedsPaid' ? 409 : 400, money.code);
  const written = await writeThenMove(deps, {
    groupNumber: policy.groupNumber,
    expectedVersion: policy.version,
    snapshot: changes.value,
    premiums: priced.value.premiums,
    statuses: [],
    payments: money.plan.payments,
    moves: money.plan.moves,
    history: priced.value.changes.map((change) => ({
      policyNumber: request.policyNumber,
      action: 'ENDORSED',
      change,
    })),
    actorRef: actorRef(actor),
    now: deps.now(),
  });
  if (!written.ok) {
    if (written.code === 'paymentFailed')
      await deps.store.keepFailedUpdate({ policyNumber: request.policyNumber, request, code: written.code });
    return written;
  }
  await deps.store.clearFailedUpdate(request.policyNumber);
  return policyDone({ ...priced.value, version: policy.version + 1 });
};

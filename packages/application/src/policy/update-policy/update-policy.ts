import { FEATURES, type EndorsementSnapshot, type PaymentMethod } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { datedChanges } from '../dated-changes';
import { chargePax, refundPax, type ChargeChoice } from '../money-moves';
import { actorRef, loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyDone, policyRefused, type Outcome } from '../policy-maintenance.errors';
import type { NewLedgerPayment } from '../policy-maintenance.ports';
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

/**
 * PUT /api/policies: applies an endorsement. Refuses a dependent without a date of birth (400
 * invalidValue, `dateOfBirthRequired`), re-rates with the policy's rate version, moves the
 * money per traveller (keys name policy and version, so a retry never charges twice), then writes
 * snapshot, premiums, payments and the change list in one transaction at the version read.
 * A failed payment keeps the request for retry-policy-update.
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
  const payments: NewLedgerPayment[] = [];
  for (const d of priced.value.policyDelta) {
    const pax = policy.paxes.find((p) => p.policyNumber === d.policyNumber);
    if (!pax || d.deltaAmount === 0) continue;
    const key = `endorse:${pax.policyNumber}:v${policy.version}`;
    const moved =
      d.deltaAmount > 0
        ? await chargePax(deps, pax, d.deltaAmount, request.charge ?? { method: 'TOKEN' }, key)
        : await refundPax(deps, pax, -d.deltaAmount, request.refundMethod ?? 'ORIGINAL', key);
    if (!moved.ok) {
      if (moved.code === 'versionConflict') return policyRefused(409, 'versionConflict');
      await deps.store.keepFailedUpdate({ policyNumber: request.policyNumber, request, code: moved.code });
      return policyRefused(moved.code === 'paymentFailed' ? 402 : 400, moved.code);
    }
    payments.push(...moved.payments);
  }
  const who = actorRef(actor);
  const saved = await deps.store.save({
    groupNumber: policy.groupNumber,
    expectedVersion: policy.version,
    snapshot: changes.value,
    premiums: priced.value.premiums,
    statuses: [],
    payments,
    history: priced.value.changes.map((change) => ({
      policyNumber: request.policyNumber,
      action: 'ENDORSED',
      change,
    })),
    actorRef: who,
    now: deps.now(),
  });
  if (saved === 'stale') return policyRefused(409, 'versionConflict');
  await deps.store.clearFailedUpdate(request.policyNumber);
  return policyDone({ ...priced.value, version: policy.version + 1 });
};

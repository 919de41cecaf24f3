import {
  calendarDateAt,
  deltaTotal,
  diffPolicy,
  endorsementPayment,
  FEATURES,
  policyDeltas,
  type EndorsementPayment,
  type EndorsementSnapshot,
  type PaxPremium,
  type PolicyChange,
  type PolicyDelta,
} from '@tripx/domain';
import type { Actor } from '../../session/session';
import { datedChanges } from '../dated-changes';
import { loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyDone, policyRefused, type Outcome } from '../policy-maintenance.errors';
import type { DatedSnapshot, MaintainedPolicy } from '../policy-maintenance.ports';

export interface ReQuoteRequest {
  readonly policyNumber: string;
  readonly changes: EndorsementSnapshot;
}

export interface ReQuote {
  readonly version: number;
  readonly premiums: readonly PaxPremium[];
  readonly policyDelta: readonly PolicyDelta[];
  readonly deltaTotal: number;
  readonly payment: EndorsementPayment;
  readonly changes: readonly PolicyChange[];
}

/** The change priced with the policy's own rate version; only ACTIVE travellers move. */
export const priceChange = (
  deps: Pick<PolicyMaintenanceDeps, 'rerate' | 'now'>,
  policy: MaintainedPolicy,
  next: DatedSnapshot,
): Outcome<ReQuote> => {
  const rated = deps.rerate(policy, next, calendarDateAt(deps.now()));
  if (!rated.ok) return policyRefused(400, 'rerateFailed');
  const active = policy.paxes.filter((p) => p.status === 'ACTIVE');
  const before = active.map((p) => ({ policyNumber: p.policyNumber, premium: p.premiumCents }));
  const after = rated.premiums.filter((p) => active.some((a) => a.policyNumber === p.policyNumber));
  const deltas = policyDeltas(before, after);
  if (!deltas.ok) return policyRefused(400, 'rerateFailed');
  const total = deltaTotal(deltas.value);
  return policyDone({
    version: policy.version,
    premiums: after,
    policyDelta: deltas.value,
    deltaTotal: total,
    payment: endorsementPayment(total),
    changes: diffPolicy(policy.snapshot, next),
  });
};

/** POST /api/policies/re-quote: what an endorsement would cost, nothing written; refused as PUT would be. */
export const reQuotePolicy = async (
  deps: PolicyMaintenanceDeps,
  actor: Actor,
  request: ReQuoteRequest,
): Promise<Outcome<ReQuote>> => {
  const loaded = await loadForAction(deps.store, actor, FEATURES.editPolicy, request.policyNumber);
  if (!loaded.ok) return loaded;
  const changes = datedChanges(request.changes);
  return changes.ok ? priceChange(deps, loaded.value, changes.value) : changes;
};

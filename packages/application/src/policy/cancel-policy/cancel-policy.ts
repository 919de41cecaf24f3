import { calendarDateAt, FEATURES, type Cents } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { cancellationTerms } from '../cancellation-terms';
import { refundPax } from '../money-moves';
import { actorRef, loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyDone, policyRefused, type Outcome } from '../policy-maintenance.errors';
import type { HistoryRow, NewLedgerPayment } from '../policy-maintenance.ports';

/** spec 3 cancel body. */
export interface CancelPolicyRequest {
  readonly cancellationReason: string;
  readonly provinceOfResidence?: string;
  readonly paxes: readonly { readonly policyNumber: string }[];
}

export interface CancelledPax {
  readonly policyNumber: string;
  readonly refundCents: Cents;
  readonly status: 'INACTIVE' | 'REFUNDED';
  readonly reason: string;
}

/**
 * Cancels the named traveller policies of one booking: each gets the refund the cancellation rule of
 * its rate version gives (PRODUCT.md), back to the original card; REFUNDED when everything it paid
 * came back, INACTIVE otherwise.
 */
export const cancelPolicy = async (
  deps: PolicyMaintenanceDeps,
  actor: Actor,
  request: CancelPolicyRequest,
): Promise<Outcome<{ readonly paxes: readonly CancelledPax[] }>> => {
  const first = request.paxes[0]?.policyNumber;
  if (!first) return policyRefused(404, 'notFound');
  const loaded = await loadForAction(deps.store, actor, FEATURES.cancelPolicy, first);
  if (!loaded.ok) return loaded;
  const policy = loaded.value;
  const rule = deps.cancellationRule(policy.ratesVersion);
  if (!rule) return policyRefused(500, 'cancellationRuleMissing');
  const now = deps.now();
  const today = calendarDateAt(now);
  const payments: NewLedgerPayment[] = [];
  const result: CancelledPax[] = [];
  for (const { policyNumber } of request.paxes) {
    const pax = policy.paxes.find((p) => p.policyNumber === policyNumber);
    if (!pax) return policyRefused(404, 'notFound');
    if (pax.status !== 'ACTIVE') return policyRefused(409, 'policyNotActive');
    const terms = cancellationTerms(policy, pax, rule, today);
    if (!terms) return policyRefused(409, 'cancellationRuleMissing');
    const { balance, refund } = terms;
    if (refund > 0) {
      const moved = await refundPax(
        deps,
        pax,
        refund,
        'ORIGINAL',
        `cancel:${policyNumber}:v${policy.version}`,
      );
      if (!moved.ok) return policyRefused(moved.code === 'refundExceedsPaid' ? 409 : 402, moved.code);
      payments.push(...moved.payments);
    }
    const status = balance > 0 && refund === balance ? 'REFUNDED' : 'INACTIVE';
    result.push({ policyNumber, refundCents: refund, status, reason: terms.reason });
  }
  const saved = await deps.store.save({
    groupNumber: policy.groupNumber,
    expectedVersion: policy.version,
    premiums: [],
    statuses: result.map((p) => ({ policyNumber: p.policyNumber, status: p.status })),
    payments,
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
  });
  return saved === 'saved' ? policyDone({ paxes: result }) : policyRefused(409, 'versionConflict');
};

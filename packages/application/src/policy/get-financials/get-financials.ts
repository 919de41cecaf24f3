import { FEATURES } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { moneyOf } from '../money-moves';
import { loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyDone, type Outcome } from '../policy-maintenance.errors';

export interface FinancialRow {
  readonly policyNumber: string;
  readonly date: string;
  readonly type: string;
  readonly method: string;
  readonly amountCents: number;
  readonly brand: string | null;
  readonly last4: string | null;
}

export interface Financials {
  readonly transactions: readonly FinancialRow[];
  readonly paxes: readonly {
    readonly policyNumber: string;
    readonly status: string;
    readonly premiumCents: number;
    readonly paidCents: number;
    readonly refundedCents: number;
    readonly balanceCents: number;
  }[];
}

/** GET /api/policies/:n/financials: every transaction of the booking, oldest first, and each balance. */
export const getFinancials = async (
  deps: Pick<PolicyMaintenanceDeps, 'store'>,
  actor: Actor,
  policyNumber: string,
): Promise<Outcome<Financials>> => {
  const loaded = await loadForAction(deps.store, actor, FEATURES.viewDeliveryAndFinancials, policyNumber);
  if (!loaded.ok) return loaded;
  const paxes = loaded.value.paxes;
  return policyDone({
    transactions: paxes
      .flatMap((p) => p.payments)
      .map((p) => ({
        policyNumber: p.policyNumber,
        date: p.paymentDate,
        type: p.type,
        method: p.method,
        amountCents: p.amountCents,
        brand: p.brand,
        last4: p.last4,
      }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    paxes: paxes.map((p) => {
      const m = moneyOf(p);
      return {
        policyNumber: p.policyNumber,
        status: p.status,
        premiumCents: p.premiumCents,
        paidCents: m.paid,
        refundedCents: m.refunded,
        balanceCents: m.balance,
      };
    }),
  });
};

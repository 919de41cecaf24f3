import 'reflect-metadata';
import { FEATURES } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { moneyOf } from '../money-moves';
import { loadForAction } from '../policy-access';
import { PolicyMaintenancePorts, type PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import type { PolicyAccessError } from '../policy-maintenance.errors';
import type { MaintainedPolicy } from '../policy-maintenance.ports';

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

/** Every transaction of the booking, oldest first, and each traveller's balance. */
const financialsOf = (paxes: MaintainedPolicy['paxes']): Financials => ({
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

/** The booking's money: every transaction, oldest first, and each traveller's balance. */
@injectable()
export class GetFinancialsUseCase {
  constructor(@inject(PolicyMaintenancePorts) private readonly deps: Pick<PolicyMaintenanceDeps, 'store'>) {}

  execute(actor: Actor, policyNumber: string): Effect.Effect<Financials, PolicyAccessError> {
    return Effect.map(
      loadForAction(this.deps.store, actor, FEATURES.viewDeliveryAndFinancials, policyNumber),
      (policy) => financialsOf(policy.paxes),
    );
  }
}

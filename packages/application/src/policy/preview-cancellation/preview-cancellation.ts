import 'reflect-metadata';
import { calendarDateAt, FEATURES, type Cents } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { cancellationTerms } from '../cancellation-terms';
import { firstRefundCard } from '../money-moves';
import { shownCard, type ShownCard } from '../money-shown';
import { loadForAction } from '../policy-access';
import { PolicyMaintenancePorts, type PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import {
  CancellationTermsMissing,
  policyConflict,
  type PolicyAccessError,
  type PolicyConflict,
} from '../policy-maintenance.errors';

export interface CancellationPreview {
  readonly paxes: readonly {
    readonly policyNumber: string;
    readonly refundCents: Cents;
    readonly reason: string;
    /** The card the refund goes back to first (brand, last four); null when it was not paid by card. */
    readonly card: ShownCard | null;
  }[];
}

/**
 * The refund each ACTIVE traveller policy of the booking would get
 * if cancelled today, computed as cancel-policy computes it; nothing written.
 */
@injectable()
export class PreviewCancellationUseCase {
  constructor(
    @inject(PolicyMaintenancePorts)
    private readonly deps: Pick<PolicyMaintenanceDeps, 'store' | 'cancellationRule' | 'now'>,
  ) {}

  execute(
    actor: Actor,
    policyNumber: string,
  ): Effect.Effect<CancellationPreview, PolicyAccessError | PolicyConflict | CancellationTermsMissing> {
    const deps = this.deps;
    return Effect.gen(function* () {
      const policy = yield* loadForAction(deps.store, actor, FEATURES.cancelPolicy, policyNumber);
      const rule = deps.cancellationRule(policy.ratesVersion);
      if (!rule) return yield* new CancellationTermsMissing({ code: 'cancellationRuleMissing' });
      const today = calendarDateAt(deps.now());
      const paxes: CancellationPreview['paxes'][number][] = [];
      for (const pax of policy.paxes.filter((p) => p.status === 'ACTIVE')) {
        const terms = cancellationTerms(policy, pax, rule, today);
        if (!terms) return yield* policyConflict('cancellationRuleMissing');
        paxes.push({
          policyNumber: pax.policyNumber,
          refundCents: terms.refund,
          reason: terms.reason,
          card: shownCard(firstRefundCard(pax)),
        });
      }
      return { paxes };
    });
  }
}

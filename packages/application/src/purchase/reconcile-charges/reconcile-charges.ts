import { Effect, Either } from 'effect';
import type { PaymentProviderPort } from '../../payment/payment-provider.port';
import { providerCall, type ProviderCallPolicy } from '../../payment/provider-call';
import { isMoneyMoveKey } from '../../policy/money-outbox/write-then-move';
import { activationFailed } from '../purchase.errors';
import type { PurchaseAnswers, PurchaseStore } from '../purchase.ports';

export interface ReconciliationReport {
  readonly checked: number;
  readonly active: number;
  readonly reversed: number;
  readonly failed: number;
  /** Policies left PENDING with no charge at all (the process died before charging): made INACTIVE. */
  readonly abandoned: number;
}

export interface ReconcileChargesDeps<Kept> {
  readonly payments: Pick<PaymentProviderPort, 'listCapturedCharges' | 'reverseCharge'>;
  readonly store: Pick<
    PurchaseStore<Kept>,
    'policyStatus' | 'chargeRecorded' | 'settleAbandoned' | 'pendingBefore'
  >;
  readonly answers: Pick<PurchaseAnswers<Kept>, 'refused'>;
  readonly now: () => Date;
  readonly log: (event: string, data: Readonly<Record<string, unknown>>) => void;
  readonly providerCalls?: ProviderCallPolicy;
}

/**
 * After a crash, every captured charge must have an ACTIVE policy, be in the ledger, or be reversed.
 * A charge's reference is its policy number; a charge whose policy is not ACTIVE and that the
 * ledger does not hold (left PENDING by a process that died between the charge and the activation)
 * is reversed and the policy made INACTIVE.
 * A policy left PENDING with no charge at all (the process died before charging) is made INACTIVE.
 * Only charges and policies older than `graceMs` are looked at, so a purchase still running on
 * another instance is not undone under its feet.
 */
export const reconcileCharges = <Kept>(
  deps: ReconcileChargesDeps<Kept>,
  graceMs: number,
): Effect.Effect<ReconciliationReport> =>
  Effect.gen(function* () {
    const cutoff = new Date(deps.now().getTime() - graceMs);
    // Every captured charge, the recent ones too: a policy whose charge is still being made is not abandoned.
    const listed = yield* Effect.either(
      providerCall(() => deps.payments.listCapturedCharges(deps.now()), deps.providerCalls),
    );
    if (Either.isLeft(listed)) {
      deps.log('reconciliation.unavailable', { code: listed.left.code });
      return { checked: 0, active: 0, reversed: 0, failed: 1, abandoned: 0 };
    }
    const answer = deps.answers.refused(activationFailed());
    let active = 0;
    let reversed = 0;
    let failed = 0;
    // Charges of endorsements and reinstatements are the money outbox's: their policy may be cancelled since.
    const open = listed.right.filter(
      (c) =>
        !c.reversed &&
        c.refundedCents === 0 &&
        c.createdAt.getTime() < cutoff.getTime() &&
        !isMoneyMoveKey(c.idempotencyKey),
    );
    for (const charge of open) {
      const reference = charge.reference;
      const status = reference ? yield* Effect.promise(() => deps.store.policyStatus(reference)) : undefined;
      // A charge the ledger holds was sold: a cancelled policy keeps it (its refunds are the money outbox's).
      if (status === 'ACTIVE' || (yield* Effect.promise(() => deps.store.chargeRecorded(charge.chargeRef)))) {
        active += 1;
        continue;
      }
      const r = yield* Effect.either(
        providerCall(() => deps.payments.reverseCharge(charge.chargeRef), deps.providerCalls),
      );
      if (Either.isLeft(r)) {
        failed += 1;
        deps.log('reconciliation.reverseFailed', { chargeRef: charge.chargeRef, code: r.left.code });
        continue;
      }
      reversed += 1;
      if (reference) yield* Effect.promise(() => deps.store.settleAbandoned(reference, answer, deps.now()));
      deps.log('reconciliation.reversed', { chargeRef: charge.chargeRef, policyNumber: charge.reference });
    }
    const live = new Set(listed.right.filter((c) => !c.reversed).map((c) => c.reference));
    const uncharged = (yield* Effect.promise(() => deps.store.pendingBefore(cutoff))).filter(
      (n) => !live.has(n),
    );
    for (const policyNumber of uncharged) {
      yield* Effect.promise(() => deps.store.settleAbandoned(policyNumber, answer, deps.now()));
      deps.log('reconciliation.abandoned', { policyNumber });
    }
    const report = { checked: open.length, active, reversed, failed, abandoned: uncharged.length };
    deps.log('reconciliation.done', report);
    return report;
  });

import { Effect, Either } from 'effect';
import type { PaymentProviderPort } from '../../payment/payment-provider.port';
import { providerCall, type ProviderCallPolicy } from '../../payment/provider-call';
import { isMoneyMoveKey } from '../../policy/money-outbox/write-then-move';
import { activationFailed } from '../purchase.errors';
import type { PurchaseAnswers, PurchaseStore } from '../purchase.ports';
import { reversalEvents, type ReversedCharge } from '../reversal-events';

export interface ReconciliationReport {
  readonly checked: number;
  readonly active: number;
  readonly reversed: number;
  readonly failed: number;
  /** Attempts left PENDING with no live charge (the process died before charging): ABANDONED. */
  readonly abandoned: number;
}

export interface ReconcileChargesDeps<Kept> {
  readonly payments: Pick<PaymentProviderPort, 'listCapturedCharges' | 'reverseCharge'>;
  readonly store: Pick<
    PurchaseStore<Kept>,
    | 'policyStatus'
    | 'chargeRecorded'
    | 'settleAbandoned'
    | 'attemptOf'
    | 'pendingAttempts'
    | 'reconciledUntil'
    | 'markReconciledUntil'
  >;
  readonly answers: Pick<PurchaseAnswers<Kept>, 'refused'>;
  readonly now: () => Date;
  readonly newId: () => string;
  readonly log: (event: string, data: Readonly<Record<string, unknown>>) => void;
  readonly providerCalls?: ProviderCallPolicy;
}

const earliest = (a: Date, b: Date): Date => (b.getTime() < a.getTime() ? b : a);

/** The attempt of a reversed charge ABANDONED, with the payment.refunded of the money given back. */
const settleReversed = <Kept>(deps: ReconcileChargesDeps<Kept>, answer: Kept, reversed: ReversedCharge) =>
  Effect.gen(function* () {
    const attempt = yield* Effect.promise(() => deps.store.attemptOf(reversed.policyNumber));
    // A charge of no attempt of ours (another system's reference) is reversed; nobody is told.
    if (!attempt) return;
    const events = reversalEvents(deps, attempt, [reversed]);
    yield* Effect.promise(() =>
      deps.store.settleAbandoned(reversed.policyNumber, answer, deps.now(), events),
    );
  });

/**
 * After a crash, every captured charge must have an ACTIVE policy, be in the ledger, or be reversed.
 * A charge's reference is its policy number; a charge whose policy is not ACTIVE and that the
 * ledger does not hold (left PENDING by a process that died between the charge and the activation)
 * is reversed and the policy made INACTIVE.
 * An attempt left PENDING with no live charge (the process died before charging) is ABANDONED.
 * Only charges and attempts older than `graceMs` are looked at, so a purchase still running on
 * another instance is not undone under its feet.
 * Bounded by a watermark: only charges and attempts written from it on are read (through their
 * indexes), so a sweep costs what happened since the last one, not the whole history. The watermark
 * then moves to the cutoff — or back to the oldest charge whose reversal failed, which the next sweep
 * reads again.
 */
export const reconcileCharges = <Kept>(
  deps: ReconcileChargesDeps<Kept>,
  graceMs: number,
): Effect.Effect<ReconciliationReport> =>
  Effect.gen(function* () {
    const cutoff = new Date(deps.now().getTime() - graceMs);
    const from = yield* Effect.promise(() => deps.store.reconciledUntil());
    // Every captured charge since the watermark, the recent ones too: a policy whose charge is still
    // being made is not abandoned. A charge comes after its attempt, so none of a later attempt is older.
    const listed = yield* Effect.either(
      providerCall(() => deps.payments.listCapturedCharges(deps.now(), from), deps.providerCalls),
    );
    if (Either.isLeft(listed)) {
      deps.log('reconciliation.unavailable', { code: listed.left.code });
      return { checked: 0, active: 0, reversed: 0, failed: 1, abandoned: 0 };
    }
    const answer = deps.answers.refused(activationFailed());
    let active = 0;
    let reversed = 0;
    let failed = 0;
    let until = cutoff;
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
        until = earliest(until, charge.createdAt);
        deps.log('reconciliation.reverseFailed', { chargeRef: charge.chargeRef, code: r.left.code });
        continue;
      }
      reversed += 1;
      if (reference)
        yield* settleReversed(deps, answer, { policyNumber: reference, amountCents: charge.amountCents });
      deps.log('reconciliation.reversed', { chargeRef: charge.chargeRef, policyNumber: charge.reference });
    }
    const live = new Set(listed.right.filter((c) => !c.reversed).map((c) => c.reference));
    const pending = yield* Effect.promise(() => deps.store.pendingAttempts({ from, before: cutoff }));
    let abandoned = 0;
    for (const attempt of pending) {
      const [first] = attempt.policyNumbers;
      // A live charge of it is newer than the attempt, so in a later window: reversing it settles it.
      if (first === undefined || attempt.policyNumbers.some((n) => live.has(n))) continue;
      yield* Effect.promise(() => deps.store.settleAbandoned(first, answer, deps.now(), []));
      abandoned += 1;
      deps.log('reconciliation.abandoned', { policyNumbers: attempt.policyNumbers });
    }
    yield* Effect.promise(() => deps.store.markReconciledUntil(until));
    const report = { checked: open.length, active, reversed, failed, abandoned };
    deps.log('reconciliation.done', { ...report, reconciledUntil: until.toISOString() });
    return report;
  });

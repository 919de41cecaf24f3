import {
  chargeNotFound,
  type ChargeNotFound,
  chargeNotRefundable,
  type ChargeNotRefundable,
  chargeNotReversible,
  type ChargeRef,
  idempotencyMismatch,
  invalidPaymentRequest,
  type PaymentUnavailable,
  type Refund,
  type RefundError,
  refundExceedsCharge,
  type RefundInsertOutcome,
  type RefundKind,
  type RefundRef,
  type ReverseError,
  type SandboxChargeRow,
  type SandboxRefundRow,
} from '@tripx/application';
import type { Cents } from '@tripx/domain';
import { Effect } from 'effect';
import { isAmount, isIdempotencyKey, stored, type SandboxContext } from './sandbox-context';
import { requestFingerprint } from './sandbox-ids';

const toRefund = (row: SandboxRefundRow): Refund => ({
  refundRef: row.refundRef,
  chargeRef: row.chargeRef,
  kind: row.kind,
  amountCents: row.amountCents,
  idempotencyKey: row.idempotencyKey,
  createdAt: row.createdAt,
});

const fingerprintOf = (kind: RefundKind, chargeRef: ChargeRef, amountCents: Cents): string =>
  requestFingerprint([kind, chargeRef, amountCents]);

/** Refund keys may not start with it, so no refund can take a reversal's key. */
const REVERSAL_PREFIX = 'reversal:';
/** A reversal's key is fixed by its charge, so reversing twice finds the first reversal. */
export const reversalKey = (chargeRef: ChargeRef): string => `${REVERSAL_PREFIX}${chargeRef}`;

const capturedCharge = (
  ctx: SandboxContext,
  chargeRef: ChargeRef,
): Effect.Effect<SandboxChargeRow, ChargeNotFound | ChargeNotRefundable | PaymentUnavailable> =>
  Effect.flatMap(
    stored(() => ctx.storage.findChargeByRef(chargeRef)),
    (row): Effect.Effect<SandboxChargeRow, ChargeNotFound | ChargeNotRefundable> => {
      if (!row) return Effect.fail(chargeNotFound());
      return row.status === 'CAPTURED' ? Effect.succeed(row) : Effect.fail(chargeNotRefundable());
    },
  );

interface Insert {
  readonly kind: RefundKind;
  readonly charge: SandboxChargeRow;
  readonly amountCents: Cents;
  readonly idempotencyKey: string;
  readonly fingerprint: string;
}

const insert = (ctx: SandboxContext, i: Insert): Effect.Effect<RefundInsertOutcome, PaymentUnavailable> => {
  const row: SandboxRefundRow = {
    refundRef: `rf_${ctx.randomId(24)}` as RefundRef,
    chargeRef: i.charge.chargeRef,
    idempotencyKey: i.idempotencyKey,
    fingerprint: i.fingerprint,
    kind: i.kind,
    amountCents: i.amountCents,
    createdAt: ctx.now(),
  };
  return stored(() => ctx.storage.insertRefund(row, i.charge.amountCents));
};

/** Gives back part or all of a captured charge; never more than what is left of it. */
export const refund = (
  ctx: SandboxContext,
  request: { readonly chargeRef: ChargeRef; readonly amountCents: Cents; readonly idempotencyKey: string },
): Effect.Effect<Refund, RefundError> =>
  Effect.gen(function* () {
    if (!isAmount(request.amountCents)) return yield* Effect.fail(invalidPaymentRequest('amountCents'));
    if (!isIdempotencyKey(request.idempotencyKey) || request.idempotencyKey.startsWith(REVERSAL_PREFIX)) {
      return yield* Effect.fail(invalidPaymentRequest('idempotencyKey'));
    }
    const fingerprint = fingerprintOf('REFUND', request.chargeRef, request.amountCents);
    const earlier = yield* stored(() => ctx.storage.findRefundByKey(request.idempotencyKey));
    if (earlier) {
      return earlier.fingerprint === fingerprint
        ? toRefund(earlier)
        : yield* Effect.fail(idempotencyMismatch(request.idempotencyKey));
    }
    const charge = yield* capturedCharge(ctx, request.chargeRef);
    const outcome = yield* insert(ctx, { kind: 'REFUND', charge, fingerprint, ...request });
    if (outcome.inserted) return toRefund(outcome.row);
    if ('exceeds' in outcome)
      return yield* Effect.fail(refundExceedsCharge(charge.amountCents - outcome.refundedCents));
    return outcome.existing.fingerprint === fingerprint
      ? toRefund(outcome.existing)
      : yield* Effect.fail(idempotencyMismatch(request.idempotencyKey));
  });

/** Voids a whole captured charge that has nothing refunded yet; a second call returns the first reversal. */
export const reverseCharge = (
  ctx: SandboxContext,
  chargeRef: ChargeRef,
): Effect.Effect<Refund, ReverseError> =>
  Effect.gen(function* () {
    const charge = yield* capturedCharge(ctx, chargeRef);
    const idempotencyKey = reversalKey(chargeRef);
    const fingerprint = fingerprintOf('REVERSAL', chargeRef, charge.amountCents);
    const amountCents = charge.amountCents;
    const outcome = yield* insert(ctx, {
      kind: 'REVERSAL',
      charge,
      amountCents,
      idempotencyKey,
      fingerprint,
    });
    if (outcome.inserted) return toRefund(outcome.row);
    if ('exceeds' in outcome) return yield* Effect.fail(chargeNotReversible(outcome.refundedCents));
    return toRefund(outcome.existing);
  });

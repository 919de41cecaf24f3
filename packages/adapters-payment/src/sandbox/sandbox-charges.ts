import {
  asChargeRef,
  captureFailed,
  cardDeclined,
  type Charge,
  type ChargeError,
  type ChargeRecord,
  type ChargeRequest,
  type ChargeStatus,
  idempotencyMismatch,
  invalidPaymentRequest,
  type PaymentUnavailable,
  type SandboxCardBehaviour,
  type SandboxChargeRow,
} from '@tripx/application';
import { sumCents } from '@tripx/domain';
import { Effect, Either } from 'effect';
import { cardExpiryCurrent } from '../card-entry/card-entry';
import { isAmount, isIdempotencyKey, stored, yearMonthAt, type SandboxContext } from './sandbox-context';
import { requestFingerprint } from './sandbox-ids';
import { liveToken } from './sandbox-tokens';

const STATUS_OF: Readonly<Record<SandboxCardBehaviour, ChargeStatus>> = {
  approve: 'CAPTURED',
  decline: 'DECLINED',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  captureFails: 'CAPTURE_FAILED',
};

const fingerprintOf = (request: ChargeRequest): string =>
  requestFingerprint(['charge', request.dataKey, request.amountCents, request.reference ?? null]);

export const toCharge = (row: SandboxChargeRow): Charge => ({
  chargeRef: row.chargeRef,
  idempotencyKey: row.idempotencyKey,
  dataKey: row.dataKey,
  amountCents: row.amountCents,
  currency: row.currency,
  brand: row.brand,
  last4: row.last4,
  reference: row.reference,
  createdAt: row.createdAt,
});

/** The result a recorded attempt stands for; a replay gets exactly this again. */
const outcomeOf = (row: SandboxChargeRow, fingerprint: string): Effect.Effect<Charge, ChargeError> => {
  if (row.fingerprint !== fingerprint) return Effect.fail(idempotencyMismatch(row.idempotencyKey));
  switch (row.status) {
    case 'CAPTURED':
      return Effect.succeed(toCharge(row));
    case 'DECLINED':
      return Effect.fail(cardDeclined('cardDeclined'));
    case 'INSUFFICIENT_FUNDS':
      return Effect.fail(cardDeclined('insufficientFunds'));
    case 'CAPTURE_FAILED':
      return Effect.fail(captureFailed());
  }
};

const validRequest = (request: ChargeRequest): Effect.Effect<ChargeRequest, ChargeError> => {
  if (!isAmount(request.amountCents)) return Effect.fail(invalidPaymentRequest('amountCents'));
  if (!isIdempotencyKey(request.idempotencyKey)) return Effect.fail(invalidPaymentRequest('idempotencyKey'));
  const ref = request.reference;
  if (ref !== undefined && (typeof ref !== 'string' || ref.length > 100)) {
    return Effect.fail(invalidPaymentRequest('reference'));
  }
  return Effect.succeed(request);
};

/**
 * Authorize and capture. A replay returns the first result, even after the token has expired: the
 * key is looked up when the token is no longer good, and a live token's charge is inserted under its
 * key only if the key is free (else the first row answers). Every attempt that reaches the card is
 * recorded, failures included.
 */
export const charge = (ctx: SandboxContext, request: ChargeRequest): Effect.Effect<Charge, ChargeError> =>
  Effect.gen(function* () {
    yield* validRequest(request);
    const fingerprint = fingerprintOf(request);
    const now = ctx.now();
    const live = yield* Effect.either(liveToken(ctx, request.dataKey, now));
    if (Either.isLeft(live)) {
      const earlier = yield* stored(() => ctx.storage.findChargeByKey(request.idempotencyKey));
      return yield* earlier ? outcomeOf(earlier, fingerprint) : Effect.fail(live.left);
    }
    const token = live.right;
    // A card can expire between tokenizing and paying (the end of a month): the issuer declines it.
    const current = cardExpiryCurrent(token.cardExpiry, yearMonthAt(now));
    const row: SandboxChargeRow = {
      chargeRef: asChargeRef(`ch_${ctx.randomId(24)}`),
      idempotencyKey: request.idempotencyKey,
      fingerprint,
      dataKey: token.dataKey,
      brand: token.brand,
      last4: token.last4,
      amountCents: request.amountCents,
      currency: 'CAD',
      reference: request.reference ?? null,
      status: current ? STATUS_OF[token.behaviour] : 'DECLINED',
      createdAt: now,
    };
    const outcome = yield* stored(() => ctx.storage.insertCharge(row));
    // The key was taken (a replay, or a concurrent request that won the insert): its row answers.
    return yield* outcomeOf(outcome.inserted ? outcome.row : outcome.existing, fingerprint);
  });

export const toRecord = (
  ctx: SandboxContext,
  row: SandboxChargeRow,
): Effect.Effect<ChargeRecord, PaymentUnavailable> =>
  Effect.map(
    stored(() => ctx.storage.listRefunds(row.chargeRef)),
    (refunds): ChargeRecord => ({
      ...toCharge(row),
      status: row.status,
      refundedCents: sumCents(refunds.map((r) => r.amountCents)),
      reversed: refunds.some((r) => r.kind === 'REVERSAL'),
    }),
  );

export const findCharge = (
  ctx: SandboxContext,
  idempotencyKey: string,
): Effect.Effect<ChargeRecord | undefined, PaymentUnavailable> =>
  Effect.flatMap(
    stored(() => ctx.storage.findChargeByKey(idempotencyKey)),
    (row) => (row ? toRecord(ctx, row) : Effect.succeed(undefined)),
  );

export const listCapturedCharges = (
  ctx: SandboxContext,
  createdBefore: Date,
  createdFrom?: Date,
): Effect.Effect<readonly ChargeRecord[], PaymentUnavailable> =>
  Effect.flatMap(
    stored(() => ctx.storage.listCapturedCharges(createdBefore, createdFrom)),
    (rows) => Effect.forEach(rows, (row) => toRecord(ctx, row)),
  );

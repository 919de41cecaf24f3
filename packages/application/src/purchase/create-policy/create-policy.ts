import { documentLanguage } from '@tripx/domain';
import { Duration, Effect, Either, Schedule } from 'effect';
import { decodeInput } from '../../contracts/decode-input';
import { DEFAULT_RETRY_POLICY } from '../../delivery/backoff-schedule';
import type { NewOutboxMessage } from '../../delivery/outbox.port';
import { asDataKey, type Charge } from '../../payment/payment.types';
import { providerCall } from '../../payment/provider-call';
import { sessionOrganization } from '../../session/session-organization';
import { PurchaseRequestCodec } from '../contracts/purchase-request.contract';
import {
  activationFailed,
  alreadyPurchased,
  chargeFailure,
  IdempotencyKeyConflict,
  IdempotencyKeyRequired,
  InvalidPurchase,
  PurchaseInProgress,
  type PurchaseFailure,
} from '../purchase.errors';
import type { PendingBooking, PolicyPayment, PurchaseCaller } from '../purchase.ports';
import type { CreatePolicyDeps } from './create-policy.deps';
import type { PurchaseReceipt } from './purchase-receipt';
import { stable } from './stable-json';
import { problems, startPurchase, type PurchaseStart } from './start-purchase';
import type { ValidPurchase } from './validate-purchase';
import { policyEvents } from '../../webhooks/webhook-event';
import { reversalEvents, type ReversedCharge } from '../reversal-events';

/**
 * A purchase's success: the policies issued now, or the answer kept under the key by an earlier
 * request with the same key and body (a success or a refusal), to be given again as it was.
 */
export type PurchaseResult<Kept> =
  | { readonly kind: 'purchased'; readonly receipt: PurchaseReceipt }
  | { readonly kind: 'replayed'; readonly answer: Kept };

export interface PurchaseInput {
  /** The buyer's idempotency key, as sent (undefined when none was). */
  readonly idempotencyKey: string | undefined;
  readonly body: unknown;
}

/** A usable idempotency key: 8–100 characters of `A-Za-z0-9._:-`. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

/** Key of one traveller's charge: the same purchase retried charges the same key, never twice. */
export const chargeKeyOf = (scope: string, key: string, referenceNumber: number): string =>
  `purchase:${scope}:${key}:${referenceNumber}`;

/** A concurrent request under the same key answers what the first one answers, once it has. */
export const firstAnswer = <Kept>(
  deps: Pick<CreatePolicyDeps<Kept>, 'store' | 'replayWaitMs'>,
  scope: string,
  key: string,
): Effect.Effect<{ readonly kind: 'replayed'; readonly answer: Kept }, PurchaseInProgress> =>
  Effect.promise(() => deps.store.answerOf(scope, key)).pipe(
    Effect.flatMap((first) =>
      first === undefined
        ? Effect.fail(
            new PurchaseInProgress({
              code: 'purchaseInProgress',
              message: 'The first request under this key is still running.',
            }),
          )
        : Effect.succeed({ kind: 'replayed' as const, answer: first }),
    ),
    Effect.retry(
      Schedule.spaced(Duration.millis(25)).pipe(Schedule.upTo(Duration.millis(deps.replayWaitMs ?? 15_000))),
    ),
  );

/**
 * A purchase. Order of events: decode, validate and re-rate with the rate version in force,
 * claim the buyer's idempotency key and write the attempt PENDING (or the refusal) with it — unless
 * this session already bought or is buying the same travellers, dates and plans — charge each
 * traveller's card under a key derived from the buyer's, then activate (policies ACTIVE, payments,
 * history, confirmation e-mail, kept answer, attempt PURCHASED) in one transaction. Any charge
 * failure reverses what was captured; a failed activation reverses everything (activationFailed).
 * A crash in between is settled by `reconcileCharges`.
 */
export const createPolicy = <Kept>(
  deps: CreatePolicyDeps<Kept>,
  caller: PurchaseCaller,
  input: PurchaseInput,
): Effect.Effect<PurchaseResult<Kept>, PurchaseFailure> =>
  Effect.gen(function* () {
    const key = input.idempotencyKey;
    if (key === undefined || !IDEMPOTENCY_KEY.test(key))
      return yield* new IdempotencyKeyRequired({ code: 'idempotencyKeyRequired' });
    const decoded = decodeInput(PurchaseRequestCodec, input.body);
    if (!decoded.ok)
      return yield* new InvalidPurchase({
        code: 'invalidValue',
        message: 'The purchase is not valid.',
        fields: problems(decoded.errors),
      });
    const organization = sessionOrganization(caller.organizationCode, decoded.value);
    if (Either.isLeft(organization)) return yield* organization.left;

    const scope = caller.sessionKey;
    const started = yield* startPurchase(deps, caller, decoded.value, { scope, key });
    const claim = yield* Effect.promise(() =>
      deps.store.claimKey({
        scope,
        key,
        requestHash: deps.hash(stable(input.body)),
        now: deps.now(),
        start:
          started.kind === 'refused'
            ? { kind: 'answer', answer: deps.answers.refused(started.failure) }
            : { kind: 'booking', booking: started.booking },
      }),
    );
    switch (claim.kind) {
      case 'replay':
        return { kind: 'replayed', answer: claim.answer } as const;
      case 'alreadyPurchased':
        return yield* alreadyPurchased(claim.policyNumbers);
      case 'sameInProgress':
        return yield* new PurchaseInProgress({
          code: 'purchaseInProgress',
          message: 'The same purchase is still running in this session.',
        });
      case 'conflict':
        return yield* new IdempotencyKeyConflict({ code: 'idempotencyKeyConflict' });
      case 'inProgress':
        return yield* firstAnswer(deps, scope, key);
      case 'claimed':
        break;
    }
    if (started.kind === 'refused') return yield* started.failure;
    const receipt = yield* chargeAndActivate(deps, caller, { scope, key }, started);
    return { kind: 'purchased', receipt } as const;
  });

type Booked = Extract<PurchaseStart, { readonly kind: 'booking' }>;

/** Charges each card traveller by traveller, then activates; any failure reverses what was captured. */
const chargeAndActivate = <Kept>(
  deps: CreatePolicyDeps<Kept>,
  caller: PurchaseCaller,
  idempotency: { readonly scope: string; readonly key: string },
  { booking, purchase, priced }: Booked,
): Effect.Effect<PurchaseReceipt, PurchaseFailure> =>
  Effect.gen(function* () {
    const { groupNumber } = booking;
    const call = <A, E extends { readonly _tag: string }>(e: () => Effect.Effect<A, E>) =>
      providerCall(e, deps.providerCalls);
    const charges: { policyNumber: string; charge: Charge }[] = [];
    /** Every charge captured so far reversed; those the provider gave back (reconciliation retries the rest). */
    const reverseAll = Effect.suspend(() =>
      Effect.forEach(charges, (c) =>
        Effect.either(call(() => deps.payments.reverseCharge(c.charge.chargeRef))).pipe(
          Effect.map((r): ReversedCharge[] =>
            Either.isRight(r) ? [{ policyNumber: c.policyNumber, amountCents: c.charge.amountCents }] : [],
          ),
        ),
      ).pipe(Effect.map((r) => r.flat())),
    );
    /**
     * The attempt DECLINED with its failure kept under the key and a payment.refunded per charge
     * given back; the purchase fails with it.
     */
    const settle = (failure: PurchaseFailure, reason: string, reversed: readonly ReversedCharge[]) =>
      Effect.promise(() =>
        deps.store.fail({
          groupNumber,
          reason,
          idempotency,
          answer: deps.answers.refused(failure),
          events: reversalEvents(deps, { organizationCode: booking.organizationCode, groupNumber }, reversed),
          now: deps.now(),
        }),
      ).pipe(Effect.zipRight(Effect.fail(failure)));

    const payments: PolicyPayment[] = [];
    for (const [i, pax] of purchase.paxes.entries()) {
      const policy = booking.policies[i] as PendingBooking['policies'][number];
      const details = pax.payment.details;
      // Taken off the card (by the agency, or in cash): recorded with its method, nothing charged.
      if (pax.payment.method !== 'CREDIT_CARD' || !details) {
        payments.push({
          policyNumber: policy.policyNumber,
          paymentId: deps.newId(),
          method: pax.payment.method === 'CASH' ? 'CASH' : 'PAID_TO_AGENCY',
          amountCents: policy.totalCents,
          brand: null,
          last4: null,
          chargeRef: null,
          chargeKey: null,
        });
        continue;
      }
      const chargeKey = chargeKeyOf(idempotency.scope, idempotency.key, pax.referenceNumber);
      // Retried only under this same key: the provider answers a replay with its first result.
      const charged = yield* Effect.either(
        call(() =>
          deps.payments.charge({
            dataKey: asDataKey(details.dataKey),
            amountCents: policy.totalCents,
            idempotencyKey: chargeKey,
            reference: policy.policyNumber,
          }),
        ),
      );
      if (Either.isLeft(charged)) {
        const reversed = yield* reverseAll;
        const code = charged.left.code;
        deps.log('purchase.chargeFailed', { groupNumber, code, reversed: reversed.length });
        return yield* settle(chargeFailure(charged.left, i), code, reversed);
      }
      charges.push({ policyNumber: policy.policyNumber, charge: charged.right });
      payments.push({
        policyNumber: policy.policyNumber,
        paymentId: deps.newId(),
        method: 'CREDIT_CARD',
        amountCents: charged.right.amountCents,
        brand: charged.right.brand,
        last4: charged.right.last4,
        chargeRef: charged.right.chargeRef,
        chargeKey,
      });
    }

    const receipt: PurchaseReceipt = {
      purchaseId: groupNumber,
      lang: purchase.lang,
      ratesVersion: priced.quote.ratesVersion,
      applicationDate: booking.applicationDate,
      totalCents: priced.quote.totalCents,
      chargedCents: charges.reduce((s, c) => s + c.charge.amountCents, 0),
      currency: 'CAD',
      policies: booking.policies.map((p, i) => {
        const pay = payments[i] as PolicyPayment;
        return {
          policyNumber: p.policyNumber,
          referenceNumber: p.referenceNumber,
          firstName: p.firstName,
          lastName: p.lastName,
          planCode: p.planCode,
          status: 'ACTIVE' as const,
          totalCents: p.totalCents,
          payment: {
            method: pay.method,
            brand: pay.brand,
            last4: pay.last4,
            chargedCents: pay.chargeRef ? pay.amountCents : 0,
          },
        };
      }),
    };
    const activated = yield* Effect.either(
      Effect.tryPromise(() =>
        deps.store.activate({
          groupNumber,
          booking,
          payments,
          confirmation: confirmationOf(deps, purchase, booking),
          events: policyEvents(
            deps,
            {
              type: 'policy.issued',
              organizationCode: booking.organizationCode,
              groupNumber,
            },
            booking.policies.map((p) => ({
              policyNumber: p.policyNumber,
              status: 'ACTIVE',
              premiumCents: p.totalCents,
              amountCents: p.totalCents,
            })),
          ),
          idempotency,
          answer: deps.answers.purchased(receipt),
          actorRef: caller.profileRef,
          now: deps.now(),
        }),
      ),
    );
    if (Either.isLeft(activated)) {
      const reversed = yield* reverseAll;
      deps.log('purchase.activationFailed', {
        groupNumber,
        reversed: reversed.length,
        error: String(activated.left.error),
      });
      return yield* settle(activationFailed(), 'activationFailed', reversed);
    }
    deps.log('purchase.active', {
      groupNumber,
      policies: booking.policies.length,
      chargedCents: receipt.chargedCents,
    });
    return receipt;
  });

/** The confirmation e-mail of the booking, filed under its first policy. */
const confirmationOf = (
  deps: Pick<CreatePolicyDeps<never>, 'newId' | 'now'>,
  purchase: ValidPurchase,
  booking: PendingBooking,
): NewOutboxMessage => {
  const first = booking.policies[0] as PendingBooking['policies'][number];
  return {
    id: deps.newId(),
    payload: { kind: 'CONFIRMATION', policyNumber: first.policyNumber },
    recipient: purchase.contact.email,
    language: documentLanguage({
      language: purchase.lang,
      provinceOfResidence: booking.provinceOfResidence,
      bill96Consent: booking.bill96Consent,
    }),
    policyNumber: first.policyNumber,
    maxAttempts: DEFAULT_RETRY_POLICY.maxAttempts,
    createdAt: deps.now().toISOString(),
  };
};

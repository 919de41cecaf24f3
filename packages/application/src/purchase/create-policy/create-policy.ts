import { documentLanguage } from '@tripx/domain';
import { Effect, Either } from 'effect';
import { apiError, type ApiError } from '../../contracts/api-error.contract';
import { decodeInput } from '../../contracts/decode-input';
import { DEFAULT_RETRY_POLICY } from '../../delivery/backoff-schedule';
import type { NewOutboxMessage } from '../../delivery/outbox.port';
import { asDataKey, type Charge } from '../../payment/payment.types';
import { PurchaseRequestCodec } from '../contracts/purchase-request.contract';
import type { PurchaseResponse } from '../contracts/purchase-response.contract';
import type { PendingBooking, PolicyPayment, PurchaseCaller, StoredAnswer } from '../purchase.ports';
import { sessionOrganization } from '../../session/session-organization';
import { AlreadyPurchased, type PurchaseRefusal } from '../purchase.errors';
import type { CreatePolicyDeps } from './create-policy.deps';
import { stable } from './stable-json';
import { problems, startPurchase } from './start-purchase';

export interface PurchaseOutcome extends StoredAnswer {
  /** True when the answer is the one stored under the Idempotency-Key by an earlier request. */
  readonly replayed: boolean;
}

const KEY = /^[A-Za-z0-9._:-]{8,100}$/;
const run = <A, E>(e: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(e));
const answer = (status: number, body: PurchaseResponse | ApiError): StoredAnswer => ({ status, body });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Key of one traveller's charge: the same purchase retried charges the same key, never twice. */
export const chargeKeyOf = (scope: string, key: string, referenceNumber: number): string =>
  `purchase:${scope}:${key}:${referenceNumber}`;

/**
 * POST /api/policies. Order of events: decode, validate and re-rate with the rate version in force,
 * claim the Idempotency-Key and write the attempt PENDING (or the refusal) with it — unless this
 * session already bought or is buying the same travellers, dates and plans — charge each
 * traveller's card under a key derived from the Idempotency-Key, then activate (policies ACTIVE,
 * payments, history, confirmation e-mail, stored answer, attempt PURCHASED) in one transaction. Any charge failure reverses what was captured; a failed activation
 * reverses everything and answers 513. A crash in between is settled by `reconcileCharges` at start.
 */
export const createPolicy = async (
  deps: CreatePolicyDeps,
  caller: PurchaseCaller,
  input: { readonly idempotencyKey: string | undefined; readonly body: unknown },
): Promise<PurchaseOutcome | PurchaseRefusal> => {
  const key = input.idempotencyKey;
  if (key === undefined || !KEY.test(key))
    return {
      ...answer(
        400,
        apiError('idempotencyKeyRequired', 'Send an Idempotency-Key header (8–100 characters).'),
      ),
      replayed: false,
    };
  const decoded = decodeInput(PurchaseRequestCodec, input.body);
  if (!decoded.ok)
    return {
      ...answer(400, apiError('invalidValue', 'The purchase is not valid.', problems(decoded.errors))),
      replayed: false,
    };

  const organization = sessionOrganization(caller.organizationCode, decoded.value);
  if (Either.isLeft(organization)) return organization.left;

  const scope = caller.sessionKey;
  const started = await startPurchase(deps, caller, decoded.value, { scope, key });
  const claim = await deps.store.claimKey({
    scope,
    key,
    requestHash: deps.hash(stable(input.body)),
    now: deps.now(),
    start: started.start,
  });
  if (claim.kind === 'replay') return { ...claim.answer, replayed: true };
  if (claim.kind === 'alreadyPurchased')
    return new AlreadyPurchased({ code: 'alreadyPurchased', policyNumbers: claim.policyNumbers });
  if (claim.kind === 'sameInProgress')
    return {
      ...answer(409, apiError('purchaseInProgress', 'The same purchase is still running in this session.')),
      replayed: false,
    };
  if (claim.kind === 'conflict')
    return {
      ...answer(
        409,
        apiError('idempotencyKeyConflict', 'This Idempotency-Key was used for another purchase.'),
      ),
      replayed: false,
    };
  if (claim.kind === 'inProgress') {
    // A concurrent request under the same key: answer what the first one answers.
    const deadline = Date.now() + (deps.replayWaitMs ?? 15_000);
    while (Date.now() < deadline) {
      await wait(25);
      const first = await deps.store.answerOf(scope, key);
      if (first) return { ...first, replayed: true };
    }
    return {
      ...answer(409, apiError('purchaseInProgress', 'The first request under this key is still running.')),
      replayed: false,
    };
  }
  if (!('booking' in started)) return { ...started.start.answer, replayed: false };
  const { booking, purchase, priced } = started;
  const { groupNumber } = booking;
  const settle = async (stored: StoredAnswer, reason: string) => {
    await deps.store.fail({
      groupNumber,
      reason,
      idempotency: { scope, key },
      answer: stored,
      now: deps.now(),
    });
    return { ...stored, replayed: false };
  };

  const charges: { policyNumber: string; charge: Charge }[] = [];
  const reverseAll = async () => {
    for (const c of charges) await run(deps.payments.reverseCharge(c.charge.chargeRef));
  };
  const payments: PolicyPayment[] = [];
  for (const [i, pax] of purchase.paxes.entries()) {
    const policy = booking.policies[i] as PendingBooking['policies'][number];
    const details = pax.payment.details;
    if (pax.payment.method === 'PAID_TO_AGENCY' || !details) {
      payments.push({
        policyNumber: policy.policyNumber,
        paymentId: deps.newId(),
        method: 'PAID_TO_AGENCY',
        amountCents: policy.totalCents,
        brand: null,
        last4: null,
        chargeRef: null,
        chargeKey: null,
      });
      continue;
    }
    const chargeKey = chargeKeyOf(scope, key, pax.referenceNumber);
    const charged = await run(
      deps.payments.charge({
        dataKey: asDataKey(details.dataKey),
        amountCents: policy.totalCents,
        idempotencyKey: chargeKey,
        reference: policy.policyNumber,
      }),
    );
    if (Either.isLeft(charged)) {
      await reverseAll();
      const code = charged.left.code;
      const status = code === 'paymentUnavailable' ? 503 : code === 'idempotencyMismatch' ? 409 : 402;
      deps.log('purchase.chargeFailed', { groupNumber, code, reversed: charges.length });
      return settle(
        answer(
          status,
          apiError(code, 'The payment was not accepted.', [{ path: `paxes.${i}.payment`, code }]),
        ),
        code,
      );
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

  const response: PurchaseResponse = {
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
        confirmationPdfPath: `/api/policies/${p.policyNumber}/confirmation/pdf`,
      };
    }),
  };
  const first = booking.policies[0] as PendingBooking['policies'][number];
  const confirmation: NewOutboxMessage = {
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
  try {
    const stored = answer(201, response);
    await deps.store.activate({
      groupNumber,
      booking,
      payments,
      confirmation,
      idempotency: { scope, key },
      answer: stored,
      actorRef: caller.profileRef,
      now: deps.now(),
    });
    deps.log('purchase.active', {
      groupNumber,
      policies: booking.policies.length,
      chargedCents: response.chargedCents,
    });
    return { ...stored, replayed: false };
  } catch (cause) {
    await reverseAll();
    deps.log('purchase.activationFailed', { groupNumber, reversed: charges.length, error: String(cause) });
    return settle(
      answer(
        513,
        apiError('activationFailed', 'The policy could not be activated; the payment was reversed.'),
      ),
      'activationFailed',
    );
  }
};

import { policyMoney, refundError, type Cents, type PaymentMethod } from '@tripx/domain';
import { Effect, Either } from 'effect';
import type { PaymentProviderPort } from '../payment/payment-provider.port';
import { asChargeRef, asDataKey } from '../payment/payment.types';
import type { PolicyMaintenanceCode } from './policy-maintenance.errors';
import type { LedgerPayment, MaintainedPax, NewLedgerPayment } from './policy-maintenance.ports';

export interface MoneyDeps {
  readonly payments: PaymentProviderPort;
  readonly newId: () => string;
}

export type Moved =
  | { readonly ok: true; readonly payments: readonly NewLedgerPayment[] }
  | { readonly ok: false; readonly code: PolicyMaintenanceCode };

/** How staff pay a difference: the card on file, a new card token, or money taken outside the card network. */
export interface ChargeChoice {
  readonly method: PaymentMethod;
  readonly dataKey?: string;
}

const OFF_CARD: readonly PaymentMethod[] = ['CASH', 'PAID_TO_AGENCY'];

const moneyOf = (pax: MaintainedPax) =>
  policyMoney(
    pax.payments.map((p) => ({ policyNumber: p.policyNumber, type: p.type, amount: p.amountCents })),
    pax.policyNumber,
  );

/** The first card charge of the traveller: its token is the "token on file". */
const cardCharges = (pax: MaintainedPax): readonly LedgerPayment[] =>
  pax.payments.filter((p) => p.type === 'CHARGE' && p.chargeRef !== null);

const offCard = (
  pax: MaintainedPax,
  id: string,
  type: 'CHARGE' | 'REFUND',
  method: PaymentMethod,
  amount: Cents,
) =>
  ({
    id,
    policyNumber: pax.policyNumber,
    type,
    method,
    amountCents: amount,
    brand: null,
    last4: null,
    chargeRef: null,
    chargeKey: null,
  }) satisfies NewLedgerPayment;

/**
 * Charges `amount` on one traveller policy. The idempotency key names the action, so a retried
 * request replays the provider's first answer and never charges twice.
 */
export const chargePax = async (
  deps: MoneyDeps,
  pax: MaintainedPax,
  amount: Cents,
  choice: ChargeChoice,
  key: string,
): Promise<Moved> => {
  if (OFF_CARD.includes(choice.method))
    return { ok: true, payments: [offCard(pax, deps.newId(), 'CHARGE', choice.method, amount)] };
  let dataKey: string | undefined;
  if (choice.method === 'CREDIT_CARD') dataKey = choice.dataKey;
  else if (choice.method === 'TOKEN') {
    const first = cardCharges(pax).find((p) => p.chargeKey !== null);
    const record =
      first?.chargeKey != null
        ? await Effect.runPromise(Effect.either(deps.payments.findCharge(first.chargeKey)))
        : undefined;
    dataKey = record && Either.isRight(record) ? record.right?.dataKey : undefined;
  } else return { ok: false, code: 'paymentMethodInvalid' };
  if (!dataKey) return { ok: false, code: 'paymentTokenMissing' };
  const r = await Effect.runPromise(
    Effect.either(
      deps.payments.charge({
        dataKey: asDataKey(dataKey),
        amountCents: amount,
        idempotencyKey: key,
        reference: pax.policyNumber,
      }),
    ),
  );
  // Same key, other amount: another save of the same version moved the money first (a race).
  if (Either.isLeft(r))
    return { ok: false, code: r.left._tag === 'IdempotencyMismatch' ? 'versionConflict' : 'paymentFailed' };
  const c = r.right;
  return {
    ok: true,
    payments: [
      {
        id: deps.newId(),
        policyNumber: pax.policyNumber,
        type: 'CHARGE',
        method: choice.method,
        amountCents: amount,
        brand: c.brand,
        last4: c.last4,
        chargeRef: c.chargeRef,
        chargeKey: key,
      },
    ],
  };
};

/**
 * Gives `amount` back on one traveller policy, never more than it paid less what it got back
 * (refundExceedsPaid). ORIGINAL goes back to the card charges, oldest first, each within what is
 * left of it; what no card charge can take (money paid in cash) is recorded as a cheque (CASH).
 */
export const refundPax = async (
  deps: MoneyDeps,
  pax: MaintainedPax,
  amount: Cents,
  method: PaymentMethod,
  key: string,
): Promise<Moved> => {
  const money = moneyOf(pax);
  const error = refundError(money.paid, money.refunded, amount);
  if (error)
    return { ok: false, code: error === 'refundExceedsPaid' ? 'refundExceedsPaid' : 'paymentFailed' };
  if (method === 'CASH' || method === 'CHARGEBACK')
    return { ok: true, payments: [offCard(pax, deps.newId(), 'REFUND', method, amount)] };
  if (method !== 'ORIGINAL') return { ok: false, code: 'paymentMethodInvalid' };
  const out: NewLedgerPayment[] = [];
  let left = amount;
  for (const charge of cardCharges(pax)) {
    if (left === 0) break;
    const given = pax.payments
      .filter((p) => p.type === 'REFUND' && p.chargeRef === charge.chargeRef)
      .reduce((s, p) => s + p.amountCents, 0);
    const part = Math.min(left, charge.amountCents - given);
    if (part <= 0 || charge.chargeRef === null) continue;
    const partKey = `${key}:${charge.chargeRef}`;
    const r = await Effect.runPromise(
      Effect.either(
        deps.payments.refund({
          chargeRef: asChargeRef(charge.chargeRef),
          amountCents: part,
          idempotencyKey: partKey,
        }),
      ),
    );
    if (Either.isLeft(r))
      return { ok: false, code: r.left._tag === 'IdempotencyMismatch' ? 'versionConflict' : 'paymentFailed' };
    out.push({
      id: deps.newId(),
      policyNumber: pax.policyNumber,
      type: 'REFUND',
      method: 'ORIGINAL',
      amountCents: part,
      brand: charge.brand,
      last4: charge.last4,
      chargeRef: charge.chargeRef,
      chargeKey: partKey,
    });
    left -= part;
  }
  if (left > 0) out.push(offCard(pax, deps.newId(), 'REFUND', 'CASH', left));
  return { ok: true, payments: out };
};

export { moneyOf };

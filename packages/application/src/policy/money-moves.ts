import { policyMoney, refundError, type Cents, type PaymentMethod } from '@tripx/domain';
import { Effect, Either } from 'effect';
import type { PaymentProviderPort } from '../payment/payment-provider.port';
import { providerCall } from '../payment/provider-call';
import type { MoneyMovePart, NewMoneyMove, PolicyRevert } from './money-outbox/money-outbox.port';
import { DEFAULT_SETTLE_OPTIONS, type SettleOptions } from './money-outbox/settle-money-moves';
import type { MoneyPlanCode } from './policy-maintenance.errors';
import type { LedgerPayment, MaintainedPax, NewLedgerPayment } from './policy-maintenance.ports';

export interface MoneyDeps {
  readonly payments: Pick<PaymentProviderPort, 'findCharge'>;
  readonly newId: () => string;
  /** Timeout and quick retries of a provider call; DEFAULT_SETTLE_OPTIONS' when absent. */
  readonly settle?: Pick<SettleOptions, 'calls'>;
}

/**
 * The money an action moves, decided before anything is written: ledger rows for money taken or
 * given outside the card network (written with the state), and card moves for the money outbox.
 */
export interface MoneyPlan {
  readonly payments: readonly NewLedgerPayment[];
  readonly moves: readonly NewMoneyMove[];
}

/** A plan, or why the money cannot move as asked. */
export type Planned = Either.Either<MoneyPlan, MoneyPlanCode>;

/** How staff pay a difference: the card on file, a new card token, or money taken outside the card network. */
export interface ChargeChoice {
  readonly method: PaymentMethod;
  readonly dataKey?: string;
}

const OFF_CARD: readonly PaymentMethod[] = ['CASH', 'PAID_TO_AGENCY'];

export const NO_MONEY: MoneyPlan = { payments: [], moves: [] };

export const joinPlans = (plans: readonly MoneyPlan[]): MoneyPlan => ({
  payments: plans.flatMap((p) => p.payments),
  moves: plans.flatMap((p) => p.moves),
});

const moneyOf = (pax: MaintainedPax) =>
  policyMoney(
    pax.payments.map((p) => ({ policyNumber: p.policyNumber, type: p.type, amount: p.amountCents })),
    pax.policyNumber,
  );

/** The card charges of the traveller, oldest first: the first one's token is the "token on file". */
const cardCharges = (pax: MaintainedPax): readonly LedgerPayment[] =>
  pax.payments.filter((p) => p.type === 'CHARGE' && p.chargeRef !== null);

/** The travellers' first card charge the provider can find again: the card on file a TOKEN charge uses. */
export const firstCardCharge = (paxes: readonly MaintainedPax[]): LedgerPayment | undefined =>
  paxes.flatMap(cardCharges).find((p) => p.chargeKey !== null);

/** The traveller's oldest card charge: where an ORIGINAL refund goes first. */
export const firstRefundCard = (pax: MaintainedPax): LedgerPayment | undefined => cardCharges(pax)[0];

const offCard = (
  id: string,
  policyNumber: string,
  type: 'CHARGE' | 'REFUND',
  method: PaymentMethod,
  amount: Cents,
): NewLedgerPayment => ({
  id,
  policyNumber,
  type,
  method,
  amountCents: amount,
  brand: null,
  last4: null,
  chargeRef: null,
  chargeKey: null,
});

/**
 * The token of the first card charge among the travellers, as the provider recorded it under the
 * charge's idempotency key (a read); none when the provider cannot say.
 */
const tokenOnFile = (deps: MoneyDeps, paxes: readonly MaintainedPax[]): Effect.Effect<string | undefined> => {
  const key = firstCardCharge(paxes)?.chargeKey;
  if (key == null) return Effect.succeed(undefined);
  return providerCall(
    () => deps.payments.findCharge(key),
    (deps.settle ?? DEFAULT_SETTLE_OPTIONS).calls,
  ).pipe(
    Effect.map((record) => record?.dataKey),
    Effect.orElseSucceed(() => undefined),
  );
};

/**
 * Plans one charge of the action for all its travellers' shares: off the card network it is
 * recorded at once; on a card it is one move (one provider charge, one decline for the whole
 * action) that undoes the action with `revert` if the card declines.
 */
export const planCharge = (
  deps: MoneyDeps,
  parts: readonly (MoneyMovePart & { readonly pax: MaintainedPax })[],
  choice: ChargeChoice,
  action: { readonly groupNumber: string; readonly actionKey: string; readonly revert: PolicyRevert },
): Effect.Effect<MoneyPlan, 'paymentMethodInvalid' | 'paymentTokenMissing'> => {
  if (parts.length === 0) return Effect.succeed(NO_MONEY);
  if (OFF_CARD.includes(choice.method))
    return Effect.sync(() => ({
      payments: parts.map((p) =>
        offCard(deps.newId(), p.policyNumber, 'CHARGE', choice.method, p.amountCents),
      ),
      moves: [],
    }));
  const dataKey =
    choice.method === 'CREDIT_CARD'
      ? Effect.succeed(choice.dataKey)
      : choice.method === 'TOKEN'
        ? tokenOnFile(
            deps,
            parts.map((p) => p.pax),
          )
        : Effect.fail('paymentMethodInvalid' as const);
  return Effect.flatMap(dataKey, (key) =>
    key
      ? Effect.sync(() => cardCharge(deps, parts, key, choice, action))
      : Effect.fail('paymentTokenMissing' as const),
  );
};

const cardCharge = (
  deps: MoneyDeps,
  parts: readonly MoneyMovePart[],
  dataKey: string,
  choice: ChargeChoice,
  action: { readonly groupNumber: string; readonly actionKey: string; readonly revert: PolicyRevert },
): MoneyPlan => {
  const move: NewMoneyMove = {
    kind: 'CHARGE',
    id: deps.newId(),
    groupNumber: action.groupNumber,
    actionKey: action.actionKey,
    idempotencyKey: `${action.actionKey}:charge`,
    method: choice.method,
    parts: parts.map((p) => ({ policyNumber: p.policyNumber, amountCents: p.amountCents })),
    dataKey,
    revert: action.revert,
  };
  return { payments: [], moves: [move] };
};

/**
 * Plans giving `amount` back on one traveller policy, never more than it paid less what it got back
 * (refundExceedsPaid). ORIGINAL goes back to the card charges, oldest first, each within what is
 * left of it (one move each); what no card charge can take (money paid in cash) is recorded as a
 * cheque (CASH). `held`: the action also charges, so its refunds wait for that charge.
 */
export const planRefund = (
  deps: MoneyDeps,
  pax: MaintainedPax,
  amount: Cents,
  method: PaymentMethod,
  action: { readonly groupNumber: string; readonly actionKey: string; readonly held: boolean },
): Planned => {
  const money = moneyOf(pax);
  const error = refundError(money.paid, money.refunded, amount);
  if (error) return Either.left(error === 'refundExceedsPaid' ? 'refundExceedsPaid' : 'paymentFailed');
  if (method === 'CASH' || method === 'CHARGEBACK')
    return Either.right({
      payments: [offCard(deps.newId(), pax.policyNumber, 'REFUND', method, amount)],
      moves: [],
    });
  if (method !== 'ORIGINAL') return Either.left('paymentMethodInvalid');
  const moves: NewMoneyMove[] = [];
  let left = amount;
  for (const charge of cardCharges(pax)) {
    if (left === 0) break;
    const given = pax.payments
      .filter((p) => p.type === 'REFUND' && p.chargeRef === charge.chargeRef)
      .reduce((s, p) => s + p.amountCents, 0);
    const part = Math.min(left, charge.amountCents - given) as Cents;
    if (part <= 0 || charge.chargeRef === null) continue;
    moves.push({
      kind: 'REFUND',
      id: deps.newId(),
      groupNumber: action.groupNumber,
      actionKey: action.actionKey,
      idempotencyKey: `${action.actionKey}:${pax.policyNumber}:${charge.chargeRef}`,
      method: 'ORIGINAL',
      parts: [{ policyNumber: pax.policyNumber, amountCents: part }],
      chargeRef: charge.chargeRef,
      brand: charge.brand,
      last4: charge.last4,
      held: action.held,
    });
    left -= part;
  }
  const payments = left > 0 ? [offCard(deps.newId(), pax.policyNumber, 'REFUND', 'CASH', left as Cents)] : [];
  return Either.right({ payments, moves });
};

export { moneyOf };

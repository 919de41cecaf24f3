import type { TransactionType } from '../shared/enums';
import { isCents, sumCents, type Cents } from '../shared/money';
import type { EndorsementCode } from './endorsement.codes';

/** A recorded money movement on one traveller policy; amount is positive, type gives the way. */
export interface LedgerTransaction {
  readonly policyNumber: string;
  readonly type: TransactionType;
  readonly amount: Cents;
}

const total = (list: readonly LedgerTransaction[], type: TransactionType): Cents =>
  sumCents(list.filter((t) => t.type === type).map((t) => t.amount));

export interface PolicyMoney {
  readonly paid: Cents;
  readonly refunded: Cents;
  /** charges − refunds: the current premium of an ACTIVE policy, 0 once fully refunded. */
  readonly balance: Cents;
}

/** Paid, refunded and balance of one traveller policy from its transactions. */
export const policyMoney = (
  transactions: readonly LedgerTransaction[],
  policyNumber: string,
): PolicyMoney => {
  const own = transactions.filter((t) => t.policyNumber === policyNumber);
  const paid = total(own, 'CHARGE');
  const refunded = total(own, 'REFUND');
  return { paid, refunded, balance: paid - refunded };
};

export const policyBalance = (transactions: readonly LedgerTransaction[], policyNumber: string): Cents =>
  policyMoney(transactions, policyNumber).balance;

/** What may still be refunded on a policy: never below 0. */
export const refundableAmount = (paid: Cents, alreadyRefunded: Cents): Cents =>
  Math.max(0, paid - alreadyRefunded);

/** Why a refund is refused, if it is: not a positive amount, or more than paid less already refunded. */
export const refundError = (
  paid: Cents,
  alreadyRefunded: Cents,
  amount: Cents,
): EndorsementCode | undefined => {
  if (![paid, alreadyRefunded, amount].every(isCents) || paid < 0 || alreadyRefunded < 0 || amount <= 0) {
    return 'refundAmountInvalid';
  }
  return amount > refundableAmount(paid, alreadyRefunded) ? 'refundExceedsPaid' : undefined;
};

/** A refund never exceeds what was paid on that traveller's policy, less what was refunded before. */
export const refundAllowed = (paid: Cents, alreadyRefunded: Cents, amount: Cents): boolean =>
  refundError(paid, alreadyRefunded, amount) === undefined;

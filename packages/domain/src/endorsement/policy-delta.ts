import type { PaymentMethod, TransactionType } from '../shared/enums';
import { isCents, sumCents, type Cents } from '../shared/money';
import { fail, fieldError, ok, type Result } from '../shared/result';
import type { EndorsementCode } from './endorsement.codes';
import type { PaxPremium, PolicyDelta } from './endorsement.types';

const validPremium = (p: PaxPremium): boolean => isCents(p.premium) && p.premium >= 0;

/**
 * Per traveller policy: new premium − old premium (spec 3 policyDelta). A policy present on one
 * side only counts as 0 on the other. Ordered as the policies first appear (old, then new).
 */
export const policyDeltas = (
  before: readonly PaxPremium[],
  after: readonly PaxPremium[],
): Result<PolicyDelta[], EndorsementCode> => {
  const bad = [...before, ...after].find((p) => !validPremium(p));
  if (bad) return fail([fieldError(`premium[${bad.policyNumber}]`, 'endorsementPremiumInvalid')]);
  const premiumIn = (list: readonly PaxPremium[], n: string): Cents =>
    sumCents(list.filter((p) => p.policyNumber === n).map((p) => p.premium));
  const policies = [...new Set([...before, ...after].map((p) => p.policyNumber))];
  return ok(
    policies.map((n) => ({ policyNumber: n, deltaAmount: premiumIn(after, n) - premiumIn(before, n) })),
  );
};

/** spec 4.7: the delta total is the sum of the per-pax deltaAmount. */
export const deltaTotal = (deltas: readonly PolicyDelta[]): Cents =>
  sumCents(deltas.map((d) => d.deltaAmount));

export const ENDORSEMENT_CHARGE_METHODS: readonly PaymentMethod[] = [
  'TOKEN',
  'CREDIT_CARD',
  'CASH',
  'PAID_TO_AGENCY',
];
/**
 * Refunds go back the original way or by chargeback. The staff app also offers a cheque (issue 8);
 * the spec has no CHEQUE method, so a cheque is recorded as CASH (money paid outside the card network).
 */
export const ENDORSEMENT_REFUND_METHODS: readonly PaymentMethod[] = ['ORIGINAL', 'CHARGEBACK', 'CASH'];

export interface EndorsementPayment {
  /** NONE: the premium did not move, nothing to pay or refund. */
  readonly type: TransactionType | 'NONE';
  /** Always 0 or positive: the direction is the type. */
  readonly amount: Cents;
  /** The methods the staff may pick for this direction. */
  readonly methods: readonly PaymentMethod[];
}

/** What the delta total asks for: CHARGE when positive, REFUND when negative, nothing at 0. */
export const endorsementPayment = (total: Cents): EndorsementPayment => {
  if (!isCents(total) || total === 0) return { type: 'NONE', amount: 0, methods: [] };
  return total > 0
    ? { type: 'CHARGE', amount: total, methods: ENDORSEMENT_CHARGE_METHODS }
    : { type: 'REFUND', amount: -total, methods: ENDORSEMENT_REFUND_METHODS };
};

export interface PaxPayment {
  readonly policyNumber: string;
  readonly type: TransactionType;
  readonly amount: Cents;
}

/**
 * The transactions an endorsement records, one per traveller policy whose premium moved: money is
 * kept per policy, so one traveller's refund never draws on another's payment.
 */
export const paxEndorsementPayments = (deltas: readonly PolicyDelta[]): PaxPayment[] =>
  deltas
    .filter((d) => isCents(d.deltaAmount) && d.deltaAmount !== 0)
    .map((d) => ({
      policyNumber: d.policyNumber,
      type: d.deltaAmount > 0 ? 'CHARGE' : 'REFUND',
      amount: Math.abs(d.deltaAmount),
    }));

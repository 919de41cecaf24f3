import {
  compareDates,
  daysBetween,
  isCalendarDate,
  tripDays,
  type CalendarDate,
} from '../shared/calendar-date';
import { isCents, type Cents } from '../shared/money';
import { fail, fieldError, ok, type Result } from '../shared/result';
import type { EndorsementCode } from './endorsement.codes';

/**
 * The cancellation rule is data, versioned like the rates (PRODUCT.md): the policy keeps the
 * version it was sold under.
 */
export interface CancellationRule {
  readonly version: string;
  /** Kept from a refund after the effective date; never from a cancellation before it. */
  readonly feeCents: Cents;
  /** true: after the effective date the unused days are refunded pro rata; false: nothing then. */
  readonly proRata: boolean;
}

export interface CancellationFacts {
  /** Net amount paid on this traveller policy (charges − refunds): the most a refund can give back. */
  readonly premiumPaid: Cents;
  readonly effectiveDate: CalendarDate;
  readonly endDate: CalendarDate;
  readonly cancellationDate: CalendarDate;
  readonly hasClaim: boolean;
}

export type CancellationRefundReason = 'claimExists' | 'beforeEffectiveDate' | 'proRata' | 'noProRata';

export interface CancellationRefund {
  readonly refund: Cents;
  readonly reason: CancellationRefundReason;
  /** Days of cover, effective date to end date inclusive. */
  readonly coveredDays: number;
  /** Days after the cancellation day up to the end date; the cancellation day counts as used. */
  readonly unusedDays: number;
  readonly feeCents: Cents;
}

const factsErrors = (facts: CancellationFacts, rule: CancellationRule) => {
  const dates = [facts.effectiveDate, facts.endDate, facts.cancellationDate];
  return [
    ...(!dates.every(isCalendarDate) || compareDates(facts.endDate, facts.effectiveDate) < 0
      ? [fieldError('cancellationDate', 'cancellationDatesInvalid' as const)]
      : []),
    ...(!isCents(facts.premiumPaid) || facts.premiumPaid < 0
      ? [fieldError('premiumPaid', 'cancellationAmountInvalid' as const)]
      : []),
    ...(!isCents(rule.feeCents) || rule.feeCents < 0 || typeof rule.proRata !== 'boolean'
      ? [fieldError('rule', 'cancellationRuleInvalid' as const)]
      : []),
  ];
};

/**
 * The refund on cancelling one traveller policy (PRODUCT.md): nothing once a claim exists; in full
 * before the effective date; after it, the unused days pro rata less the fee, never below 0.
 *
 * Rounding: the pro rata share premiumPaid × unusedDays / coveredDays is computed exactly and
 * rounded DOWN to a whole cent, once, before the fee is taken off; so the refund is never more than
 * the exact share and the sum of refunds never exceeds what was paid.
 */
export const cancellationRefund = (
  facts: CancellationFacts,
  rule: CancellationRule,
): Result<CancellationRefund, EndorsementCode> => {
  const errors = factsErrors(facts, rule);
  if (errors.length > 0) return fail(errors);
  const coveredDays = tripDays(facts.effectiveDate, facts.endDate);
  const daysUsed = Math.max(0, daysBetween(facts.effectiveDate, facts.cancellationDate) + 1);
  const unusedDays = Math.max(0, coveredDays - daysUsed);
  const result = (refund: Cents, reason: CancellationRefundReason): Result<CancellationRefund, never> =>
    ok({ refund, reason, coveredDays, unusedDays, feeCents: rule.feeCents });
  if (facts.hasClaim) return result(0, 'claimExists');
  if (compareDates(facts.cancellationDate, facts.effectiveDate) < 0) {
    return result(facts.premiumPaid, 'beforeEffectiveDate');
  }
  if (!rule.proRata) return result(0, 'noProRata');
  // BigInt keeps premium × days exact beyond 2^53; its division truncates, i.e. floors here.
  const share = Number((BigInt(facts.premiumPaid) * BigInt(unusedDays)) / BigInt(coveredDays));
  return result(Math.max(0, share - rule.feeCents), 'proRata');
};

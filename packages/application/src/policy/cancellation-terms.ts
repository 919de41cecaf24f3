import { cancellationRefund, type CalendarDate, type CancellationRule, type Cents } from '@tripx/domain';
import { moneyOf } from './money-moves';
import type { MaintainedPax, MaintainedPolicy } from './policy-maintenance.ports';

export interface CancellationTerms {
  /** What the traveller policy holds now (charges minus refunds). */
  readonly balance: Cents;
  readonly refund: Cents;
  readonly reason: string;
}

/** The refund the cancellation rule gives a traveller policy cancelled today (PRODUCT.md). */
export const cancellationTerms = (
  policy: MaintainedPolicy,
  pax: MaintainedPax,
  rule: CancellationRule,
  today: CalendarDate,
): CancellationTerms | undefined => {
  const balance = moneyOf(pax).balance;
  const r = cancellationRefund(
    {
      premiumPaid: Math.max(0, balance),
      effectiveDate: policy.snapshot.startDate,
      endDate: policy.snapshot.endDate,
      cancellationDate: today,
      hasClaim: policy.hasClaim,
    },
    rule,
  );
  return r.ok ? { balance, refund: r.value.refund, reason: r.value.reason } : undefined;
};

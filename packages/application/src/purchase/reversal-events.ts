import type { Cents } from '@tripx/domain';
import { policyEvents, type EventSupport, type NewWebhookEvent } from '../webhooks/webhook-event';

/** A purchase's charge given back to its card: the policy it was to pay for, and the amount. */
export interface ReversedCharge {
  readonly policyNumber: string;
  readonly amountCents: Cents;
}

/**
 * payment.refunded of a purchase's charges reversed (another traveller's card declined, the
 * activation failed, or reconciliation after a crash): one per charge, written with the attempt's
 * settlement. The policy was never issued (INACTIVE); a purchase charges each policy its premium, so
 * the premium is the amount given back.
 */
export const reversalEvents = (
  support: EventSupport,
  attempt: { readonly organizationCode: string; readonly groupNumber: string },
  reversed: readonly ReversedCharge[],
): NewWebhookEvent[] =>
  policyEvents(
    support,
    { type: 'payment.refunded', ...attempt },
    reversed.map((r) => ({
      policyNumber: r.policyNumber,
      status: 'INACTIVE',
      premiumCents: r.amountCents,
      amountCents: r.amountCents,
    })),
  );

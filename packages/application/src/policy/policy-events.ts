import type { Cents, WebhookEventType } from '@tripx/domain';
import { policyEvents, type EventSupport, type NewWebhookEvent } from '../webhooks/webhook-event';
import type { MaintainedPolicy, PolicyWrite } from './policy-maintenance.ports';

type PolicyEventType = Exclude<WebhookEventType, 'payment.refunded'>;

/**
 * The webhook events of a policy action, written with its state (PolicyWrite.events): one `type`
 * event per traveller policy it changed, and one payment.refunded per refund it gives back. An
 * event waits for the money it depends on: the action's card charge (a declined card undoes the
 * action, and its events with it) and, for a card refund, the refund itself.
 */
export const actionEvents = (
  deps: EventSupport,
  policy: Pick<MaintainedPolicy, 'organizationCode' | 'groupNumber' | 'paxes'>,
  write: Pick<PolicyWrite, 'payments' | 'moves' | 'statuses' | 'premiums'>,
  type: PolicyEventType,
  changed: readonly { readonly policyNumber: string; readonly amountCents: Cents }[],
): NewWebhookEvent[] => {
  const moves = write.moves ?? [];
  const charge = moves.find((m) => m.kind === 'CHARGE')?.id ?? null;
  const after = (policyNumber: string, amountCents: Cents) => {
    const pax = policy.paxes.find((p) => p.policyNumber === policyNumber);
    return {
      policyNumber,
      status: write.statuses.find((s) => s.policyNumber === policyNumber)?.status ?? pax?.status ?? '',
      premiumCents:
        write.premiums.find((p) => p.policyNumber === policyNumber)?.premium ?? pax?.premiumCents ?? 0,
      amountCents,
    };
  };
  const change = { organizationCode: policy.organizationCode, groupNumber: policy.groupNumber };
  const refunded = (heldBy: string | null, parts: readonly { policyNumber: string; amountCents: Cents }[]) =>
    policyEvents(
      deps,
      { ...change, type: 'payment.refunded', heldBy },
      parts.map((p) => after(p.policyNumber, p.amountCents)),
    );
  return [
    ...policyEvents(
      deps,
      { ...change, type, heldBy: charge },
      changed.map((c) => after(c.policyNumber, c.amountCents)),
    ),
    // Given back off the card network (a cheque, cash): done with the action itself.
    ...refunded(
      charge,
      write.payments.filter((p) => p.type === 'REFUND'),
    ),
    ...moves.flatMap((m) => (m.kind === 'REFUND' ? refunded(m.id, m.parts) : [])),
  ];
};

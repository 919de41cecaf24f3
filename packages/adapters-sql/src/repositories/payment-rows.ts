import type { NewLedgerPayment, PolicyPayment } from '@tripx/application';
import type { Insertable } from 'kysely';
import type { PaymentsTable } from '../schema/schema';

/** The ledger rows of payments: one mapper for a purchase's charges and a policy action's moves. */
export const paymentRows = (payments: readonly NewLedgerPayment[], now: Date): Insertable<PaymentsTable>[] =>
  payments.map((p) => ({
    id: p.id,
    policy_number: p.policyNumber,
    payment_date: now,
    type: p.type,
    method: p.method,
    amount_cents: p.amountCents,
    card_brand: p.brand,
    card_last4: p.last4,
    card_reference: p.chargeRef,
    idempotency_key: p.chargeKey,
  }));

/** A purchase's payment as the ledger keeps it: a CHARGE. */
export const purchasePayment = (p: PolicyPayment): NewLedgerPayment => ({
  id: p.paymentId,
  policyNumber: p.policyNumber,
  type: 'CHARGE',
  method: p.method,
  amountCents: p.amountCents,
  brand: p.brand,
  last4: p.last4,
  chargeRef: p.chargeRef,
  chargeKey: p.chargeKey,
});

import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { aPurchase, consumer, outcomeOf, purchaseAnswer, setup } from '../test-support/purchase-fixtures';
import { reconcileCharges } from './reconcile-charges';

describe('reconcileCharges', () => {
  it('keeps the charge of a sold policy cancelled since (no refund owed): the ledger holds it', async () => {
    const { store, payments, deps } = setup();
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00020', body: aPurchase() });
    expect(outcomeOf(r)).toBe('Purchased');
    // Cancelled after a claim: INACTIVE, nothing refunded, the charge still the customer's payment.
    for (const n of store.statuses.keys()) store.statuses.set(n, 'INACTIVE');
    const report = await Effect.runPromise(reconcileCharges({ ...deps, payments: payments.port, store }, 0));
    expect(report).toMatchObject({ reversed: 0, active: 1 });
    expect(payments.kept()).toHaveLength(1);
  });
});

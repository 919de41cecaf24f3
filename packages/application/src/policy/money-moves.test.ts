import { describe, expect, it } from 'vitest';
import { Either } from 'effect';
import { run } from '../rating/test-support/fake-ports';
import { planCharge, planRefund, type ChargeChoice } from './money-moves';
import type { PolicyRevert } from './money-outbox/money-outbox.port';
import { world } from './test-support/policy-fixtures';

const action = { groupNumber: 'G1', actionKey: 'endorse:G1:v1' };
const revert: PolicyRevert = { expectedVersion: 2, premiums: [], statuses: [], history: [] };

describe('money plans', () => {
  it('refuses a refund above what the traveller paid less earlier refunds (refundExceedsPaid)', async () => {
    const w = await world();
    const pax = (await w.store.load('P1'))?.paxes[0];
    if (!pax) throw new Error('no pax');
    expect(planRefund(w.deps, pax, 10_001, 'ORIGINAL', { ...action, held: false })).toEqual(
      Either.left('refundExceedsPaid'),
    );
  });

  it('an ORIGINAL refund is a card move keyed by action, traveller and charge; nothing moves yet', async () => {
    const w = await world();
    const pax = (await w.store.load('P1'))?.paxes[0];
    if (!pax) throw new Error('no pax');
    const r = planRefund(w.deps, pax, 4000, 'ORIGINAL', { ...action, held: true });
    const chargeRef = pax.payments[0]?.chargeRef;
    expect(r).toEqual(
      Either.right({
        payments: [],
        moves: [
          expect.objectContaining({
            kind: 'REFUND',
            idempotencyKey: `endorse:G1:v1:P1:${chargeRef}`,
            parts: [{ policyNumber: 'P1', amountCents: 4000 }],
            held: true,
          }),
        ],
      }),
    );
    expect(w.provider.refunds).toEqual([]);
  });

  it('one card charge for every traveller of the action, on the token on file; cash is recorded at once', async () => {
    const w = await world();
    const b = await w.store.load('P1');
    if (!b) throw new Error('no booking');
    const parts = b.paxes.map((pax) => ({ pax, policyNumber: pax.policyNumber, amountCents: 500 }));
    const plan = (choice: ChargeChoice) => run(planCharge(w.deps, parts, choice, { ...action, revert }));
    const card = await plan({ method: 'TOKEN' });
    expect(card.ok && card.value.moves).toEqual([
      expect.objectContaining({ kind: 'CHARGE', dataKey: '4tok', idempotencyKey: 'endorse:G1:v1:charge' }),
    ]);
    const cash = await plan({ method: 'CASH' });
    expect(cash.ok && cash.value.payments.map((p) => [p.policyNumber, p.method, p.amountCents])).toEqual([
      ['P1', 'CASH', 500],
      ['P2', 'CASH', 500],
    ]);
    expect(await plan({ method: 'ORIGINAL' })).toEqual({ ok: false, error: 'paymentMethodInvalid' });
    expect([...w.provider.charges.keys()].filter((k) => k.startsWith('endorse'))).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbPaxPremiums } from '../test-support/endorsement';
import { deltaTotal, endorsementPayment, paxEndorsementPayments, policyDeltas } from './policy-delta';

describe('endorsement deltas (spec 3, 4.7)', () => {
  it('deltaAmount = new premium − old premium, per traveller policy', () => {
    const result = policyDeltas(
      [
        { policyNumber: 'P-1', premium: 10_000 },
        { policyNumber: 'P-2', premium: 8_000 },
      ],
      [
        { policyNumber: 'P-1', premium: 12_500 },
        { policyNumber: 'P-2', premium: 7_000 },
      ],
    );
    expect(result).toEqual({
      ok: true,
      value: [
        { policyNumber: 'P-1', deltaAmount: 2_500 },
        { policyNumber: 'P-2', deltaAmount: -1_000 },
      ],
    });
    expect(result.ok && deltaTotal(result.value)).toBe(1_500);
  });

  it('endorsementPremiumInvalid: a premium that is not whole cents', () => {
    expect(policyDeltas([{ policyNumber: 'P-1', premium: 10.5 }], [])).toEqual({
      ok: false,
      errors: [{ field: 'premium[P-1]', code: 'endorsementPremiumInvalid' }],
    });
  });

  it('a positive total is charged, a negative one refunded, zero asks nothing', () => {
    expect(endorsementPayment(1_500)).toEqual({
      type: 'CHARGE',
      amount: 1_500,
      methods: ['TOKEN', 'CREDIT_CARD', 'CASH', 'PAID_TO_AGENCY'],
    });
    expect(endorsementPayment(-700)).toEqual({
      type: 'REFUND',
      amount: 700,
      methods: ['ORIGINAL', 'CHARGEBACK', 'CASH'],
    });
    expect(endorsementPayment(0)).toEqual({ type: 'NONE', amount: 0, methods: [] });
  });

  it('one transaction per policy whose premium moved', () => {
    expect(
      paxEndorsementPayments([
        { policyNumber: 'P-1', deltaAmount: 2_500 },
        { policyNumber: 'P-2', deltaAmount: 0 },
        { policyNumber: 'P-3', deltaAmount: -1_000 },
      ]),
    ).toEqual([
      { policyNumber: 'P-1', type: 'CHARGE', amount: 2_500 },
      { policyNumber: 'P-3', type: 'REFUND', amount: 1_000 },
    ]);
  });

  it('property: the delta total is the sum of the per-pax deltas and of new less old premiums', () => {
    fc.assert(
      fc.property(arbPaxPremiums, arbPaxPremiums, (before, after) => {
        const result = policyDeltas(before, after);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const total = deltaTotal(result.value);
        expect(total).toBe(result.value.reduce((s, d) => s + d.deltaAmount, 0));
        const sum = (l: typeof before) => l.reduce((s, p) => s + p.premium, 0);
        expect(total).toBe(sum(after) - sum(before));
      }),
    );
  });

  it('property: CHARGE iff the total is positive, REFUND iff negative, for its absolute amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (total) => {
        const payment = endorsementPayment(total);
        expect(payment.type === 'CHARGE').toBe(total > 0);
        expect(payment.type === 'REFUND').toBe(total < 0);
        expect(payment.amount).toBe(Math.abs(total));
      }),
    );
  });
});

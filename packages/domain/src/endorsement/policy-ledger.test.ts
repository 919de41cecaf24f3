import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCancellation, aCancellationRule } from '../test-support/endorsement';
import { cancellationRefund } from './cancellation-refund';
import { paxEndorsementPayments } from './policy-delta';
import {
  policyBalance,
  policyMoney,
  refundableAmount,
  refundAllowed,
  refundError,
  type LedgerTransaction,
} from './policy-ledger';

const P = 'P-1';

describe('policy money (issue 8)', () => {
  it('balance = charges − refunds, per policy', () => {
    const transactions: LedgerTransaction[] = [
      { policyNumber: P, type: 'CHARGE', amount: 10_000 },
      { policyNumber: 'P-2', type: 'CHARGE', amount: 5_000 },
      { policyNumber: P, type: 'REFUND', amount: 2_500 },
      { policyNumber: P, type: 'CHARGE', amount: 300 },
    ];
    expect(policyMoney(transactions, P)).toEqual({ paid: 10_300, refunded: 2_500, balance: 7_800 });
    expect(policyBalance(transactions, 'P-2')).toBe(5_000);
    expect(policyBalance(transactions, 'P-9')).toBe(0);
  });

  it('refundExceedsPaid: more than paid less already refunded', () => {
    expect(refundError(10_000, 2_500, 7_500)).toBeUndefined();
    expect(refundError(10_000, 2_500, 7_501)).toBe('refundExceedsPaid');
    expect(refundAllowed(10_000, 2_500, 7_501)).toBe(false);
  });

  it('refundAmountInvalid: zero, negative or fractional amounts', () => {
    expect(refundError(10_000, 0, 0)).toBe('refundAmountInvalid');
    expect(refundError(10_000, 0, -5)).toBe('refundAmountInvalid');
    expect(refundError(10_000, 0, 1.5)).toBe('refundAmountInvalid');
    expect(refundError(Number.NaN, 0, 1)).toBe('refundAmountInvalid');
  });

  it('property: a refund never exceeds paid − already refunded, and every amount up to it is allowed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -1_000, max: 1_000_000 }),
        (paid, refunded, amount) => {
          const allowed = refundAllowed(paid, refunded, amount);
          expect(allowed).toBe(amount > 0 && amount <= paid - refunded);
          expect(refundableAmount(paid, refunded)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('property: over endorsements then a cancellation before the effective date, the balance follows the premium to 0', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 8 }),
        (premiums) => {
          const ledger: LedgerTransaction[] = [{ policyNumber: P, type: 'CHARGE', amount: premiums[0] ?? 0 }];
          for (let i = 1; i < premiums.length; i += 1) {
            const delta = (premiums[i] ?? 0) - (premiums[i - 1] ?? 0);
            for (const pay of paxEndorsementPayments([{ policyNumber: P, deltaAmount: delta }])) {
              if (pay.type === 'REFUND') {
                const { paid, refunded } = policyMoney(ledger, P);
                expect(refundAllowed(paid, refunded, pay.amount)).toBe(true);
              }
              ledger.push(pay);
            }
            expect(policyBalance(ledger, P)).toBe(premiums[i]);
          }
          const cancelled = cancellationRefund(
            aCancellation({ premiumPaid: policyBalance(ledger, P) }),
            aCancellationRule(),
          );
          expect(cancelled.ok).toBe(true);
          if (!cancelled.ok) return;
          ledger.push({ policyNumber: P, type: 'REFUND', amount: cancelled.value.refund });
          expect(policyBalance(ledger, P)).toBe(0);
        },
      ),
    );
  });
});

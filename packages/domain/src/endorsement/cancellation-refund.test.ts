import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/calendar-date';
import {
  aCancellation,
  aCancellationRule,
  arbCancellationFacts,
  arbCancellationRule,
} from '../test-support/endorsement';
import { cancellationRefund } from './cancellation-refund';

const refundOf = (...args: Parameters<typeof cancellationRefund>): number => {
  const result = cancellationRefund(...args);
  return result.ok ? result.value.refund : Number.NaN;
};

describe('cancellation refund (PRODUCT.md)', () => {
  it('before the effective date: the full amount paid, no fee', () => {
    expect(cancellationRefund(aCancellation(), aCancellationRule())).toEqual({
      ok: true,
      value: {
        refund: 30_000,
        reason: 'beforeEffectiveDate',
        coveredDays: 30,
        unusedDays: 30,
        feeCents: 2_500,
      },
    });
  });

  it('after it: unused days pro rata, rounded down to the cent, less the fee', () => {
    // 30 covered days, cancelled on day 11: 19 unused; 10_001 × 19 / 30 = 6333.96… → 6333; less 2500.
    const facts = aCancellation({ premiumPaid: 10_001, cancellationDate: '2026-07-11' as never });
    expect(cancellationRefund(facts, aCancellationRule())).toMatchObject({
      ok: true,
      value: { refund: 3_833, reason: 'proRata', unusedDays: 19 },
    });
  });

  it('the cancellation day counts as used; the last day leaves nothing', () => {
    const onFirstDay = aCancellation({ cancellationDate: '2026-07-01' as never });
    expect(refundOf(onFirstDay, aCancellationRule({ feeCents: 0 }))).toBe(29_000);
    expect(refundOf(aCancellation({ cancellationDate: '2026-07-30' as never }), aCancellationRule())).toBe(0);
  });

  it('nothing once a claim exists', () => {
    expect(cancellationRefund(aCancellation({ hasClaim: true }), aCancellationRule())).toMatchObject({
      ok: true,
      value: { refund: 0, reason: 'claimExists' },
    });
  });

  it('a rule without pro rata refunds nothing after the effective date', () => {
    const facts = aCancellation({ cancellationDate: '2026-07-02' as never });
    expect(refundOf(facts, aCancellationRule({ proRata: false }))).toBe(0);
  });

  it('cancellationDatesInvalid, cancellationAmountInvalid, cancellationRuleInvalid', () => {
    const codesOf = (...args: Parameters<typeof cancellationRefund>) => {
      const r = cancellationRefund(...args);
      return r.ok ? [] : r.errors.map((e) => e.code);
    };
    expect(codesOf(aCancellation({ endDate: '2026-06-30' as never }), aCancellationRule())).toEqual([
      'cancellationDatesInvalid',
    ]);
    expect(codesOf(aCancellation({ cancellationDate: '2026-02-30' as never }), aCancellationRule())).toEqual([
      'cancellationDatesInvalid',
    ]);
    expect(codesOf(aCancellation({ premiumPaid: -1 }), aCancellationRule())).toEqual([
      'cancellationAmountInvalid',
    ]);
    expect(codesOf(aCancellation(), aCancellationRule({ feeCents: 10.5 }))).toEqual([
      'cancellationRuleInvalid',
    ]);
  });

  it('property: the refund is whole cents between 0 and the amount paid', () => {
    fc.assert(
      fc.property(arbCancellationFacts, arbCancellationRule, (facts, rule) => {
        const refund = refundOf(facts, rule);
        expect(Number.isSafeInteger(refund)).toBe(true);
        expect(refund).toBeGreaterThanOrEqual(0);
        expect(refund).toBeLessThanOrEqual(facts.premiumPaid);
      }),
    );
  });

  it('property: in full before the effective date, 0 once a claim exists', () => {
    fc.assert(
      fc.property(arbCancellationFacts, arbCancellationRule, (facts, rule) => {
        expect(refundOf({ ...facts, hasClaim: true }, rule)).toBe(0);
        const early = { ...facts, hasClaim: false, cancellationDate: addDays(facts.effectiveDate, -1) };
        expect(refundOf(early, rule)).toBe(facts.premiumPaid);
      }),
    );
  });

  it('property: the refund never grows as the cancellation date moves later', () => {
    fc.assert(
      fc.property(
        arbCancellationFacts,
        arbCancellationRule,
        fc.integer({ min: 1, max: 120 }),
        (facts, rule, later) => {
          const then = { ...facts, cancellationDate: addDays(facts.cancellationDate, later) };
          expect(refundOf(then, rule)).toBeLessThanOrEqual(refundOf(facts, rule));
        },
      ),
    );
  });

  it('property: the pro rata refund is the exact share rounded down, less the fee', () => {
    fc.assert(
      fc.property(arbCancellationFacts, arbCancellationRule, (facts, rule) => {
        const result = cancellationRefund({ ...facts, hasClaim: false }, { ...rule, proRata: true });
        if (!result.ok || result.value.reason !== 'proRata') return;
        const { coveredDays, unusedDays, refund } = result.value;
        const exact = (facts.premiumPaid * unusedDays) / coveredDays;
        expect(refund).toBe(Math.max(0, Math.floor(exact + 1e-9) - rule.feeCents));
      }),
    );
  });
});

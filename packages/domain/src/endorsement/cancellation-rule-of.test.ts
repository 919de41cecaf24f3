import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../shared/calendar-date';
import type { Cents } from '../shared/money';
import { cancellationRuleOf, type RatesWithTerms } from './cancellation-rule-of';

const version = (effectiveDate: string, feeCents: number): RatesWithTerms => ({
  effectiveDate: effectiveDate as CalendarDate,
  table: {
    cancellation: {
      feeCents: feeCents as Cents,
      fullRefundBeforeEffectiveDate: true,
      refundAfterClaim: false,
    },
  },
});
const versions = [version('2025-01-01', 2500), version('2026-01-01', 3000)];

describe('the cancellation rule of a rate version', () => {
  it('is the fee of the version the policy was sold on, pro rata after the effective date', () => {
    expect(cancellationRuleOf(versions, '2025-01-01')).toEqual({
      version: '2025-01-01',
      feeCents: 2500,
      proRata: true,
    });
    expect(cancellationRuleOf(versions, '2026-01-01')?.feeCents).toBe(3000);
  });

  it('finds the version by its date when the id says more (a sample file, a checksum)', () => {
    expect(cancellationRuleOf(versions, '2026-01-01.sample')?.version).toBe('2026-01-01');
  });

  it('is missing for a version the catalogue does not hold: never another version’s terms', () => {
    expect(cancellationRuleOf(versions, '2025-06-01')).toBeUndefined();
    expect(cancellationRuleOf([], '2025-01-01')).toBeUndefined();
  });
});

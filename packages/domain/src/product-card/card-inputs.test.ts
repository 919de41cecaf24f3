import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aProductCard } from '../test-support/plan-selection';
import {
  cardOptionPicked,
  cardParameterValues,
  cardTextInputChanged,
  maskCardTripCost,
  maskTopUpTripDays,
} from './card-inputs';

describe('card inputs (spec 5.3)', () => {
  it('top-up trip days: digits only, at most 3, zero becomes empty', () => {
    expect(maskTopUpTripDays('1a2')).toBe('12');
    expect(maskTopUpTripDays('12345')).toBe('123');
    expect(maskTopUpTripDays('0')).toBe('');
    expect(maskTopUpTripDays('000')).toBe('');
    expect(maskTopUpTripDays('007')).toBe('7');
    expect(maskTopUpTripDays(undefined)).toBe('');
  });

  it('trip cost: 5-digit numeric mask', () => {
    expect(maskCardTripCost('$12,345.67')).toBe('12345');
    expect(maskCardTripCost('00250')).toBe('250');
    expect(maskCardTripCost('0')).toBe('0');
    expect(maskCardTripCost('abc')).toBe('');
  });

  it('a changed parameter drops the stale premium', () => {
    const card = cardTextInputChanged(aProductCard({ premium: 9_000 }), 'tripDays', '0015');
    expect(card.inputs.tripDays).toBe('15');
    expect(card.premium).toBeUndefined();
    expect(cardOptionPicked(aProductCard({ premium: 9_000 }), 'deductible', 500)).toMatchObject({
      premium: undefined,
      inputs: { deductible: 500 },
    });
  });

  it('parameter values leave out what is empty', () => {
    expect(cardParameterValues({ tripDays: '10', tripCost: '', deductible: 500 })).toEqual({
      daysPerTrip: 10,
      deductible: 500,
    });
  });

  it('property: the trip-days mask is idempotent and gives at most 3 digits, never a leading 0', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (raw) => {
        const once = maskTopUpTripDays(raw);
        expect(maskTopUpTripDays(once)).toBe(once);
        expect(once).toMatch(/^([1-9]\d{0,2})?$/);
      }),
    );
  });

  it('property: the trip-cost mask is idempotent and gives at most 5 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (raw) => {
        const once = maskCardTripCost(raw);
        expect(maskCardTripCost(once)).toBe(once);
        expect(once).toMatch(/^(0|[1-9]\d{0,4})?$/);
      }),
    );
  });
});

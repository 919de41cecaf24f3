import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbTripCostText } from '../test-support/quote-form';
import {
  parseQuoteTripCost,
  quoteTripCostShared,
  quoteTripCostTotal,
  splitCents,
  splitCentsAsEntered,
} from './quote-trip-cost';

/** The spec's wording as a regex, written independently of the implementation's. */
const ORACLE = /^[0-9]{1,15}([.,][0-9]{1,2})?$/;

describe('parseQuoteTripCost', () => {
  it('reads dot or comma decimals into cents', () => {
    expect(parseQuoteTripCost('1234,5')).toBe(123_450);
    expect(parseQuoteTripCost('1234.56')).toBe(123_456);
    expect(parseQuoteTripCost(' 0 ')).toBe(0);
    expect(parseQuoteTripCost('999999999999999')).toBe(99_999_999_999_999_900);
  });

  it('refuses 16 digits, 3 decimals, a lone separator, grouping and non-strings', () => {
    for (const bad of ['1234567890123456', '1.234', '12.', '.5', '1,234.00', '-5', '']) {
      expect(parseQuoteTripCost(bad), bad).toBeUndefined();
    }
    expect(parseQuoteTripCost(12)).toBeUndefined();
  });

  it('property: accepts exactly the strings of up to 15 digits with up to 2 decimals', () => {
    fc.assert(
      fc.property(arbTripCostText, (text) => {
        expect(parseQuoteTripCost(text) !== undefined).toBe(ORACLE.test(text.trim()));
      }),
    );
  });

  it('property: the cents are the whole part times 100 plus the decimals, either separator', () => {
    fc.assert(
      fc.property(fc.nat(9_999_999), fc.nat(99), fc.constantFrom('.', ','), (whole, cents, sep) => {
        const text = `${whole}${sep}${String(cents).padStart(2, '0')}`;
        expect(parseQuoteTripCost(text)).toBe(whole * 100 + cents);
      }),
    );
  });
});

describe('the trip cost of the whole trip, shared by the travellers', () => {
  const rows = (n: number) => ({
    travellers: Array.from({ length: n }, () => ({ tripCost: '', age: '40' })),
  });

  it('each row gets its share; the odd cents go to the first travellers', () => {
    expect(splitCents(100_000, 4)).toEqual([25_000, 25_000, 25_000, 25_000]);
    expect(splitCents(1_000, 3)).toEqual([334, 333, 333]);
    expect(splitCents(5, 0)).toEqual([]);
    expect(quoteTripCostShared(rows(3), '1000').travellers.map((t) => t.tripCost)).toEqual([
      '333.34',
      '333.33',
      '333.33',
    ]);
    expect(quoteTripCostShared(rows(2), '4000,5').travellers[0]).toEqual({ tripCost: '2000.25', age: '40' });
  });

  it('text that is not an amount goes to every row as typed, so that each row reports it', () => {
    expect(quoteTripCostShared(rows(2), 'abc').travellers.map((t) => t.tripCost)).toEqual(['abc', 'abc']);
    expect(quoteTripCostShared(rows(2), '').travellers.map((t) => t.tripCost)).toEqual(['', '']);
  });

  it('a form restored from its rows gives back the whole trip cost', () => {
    expect(quoteTripCostTotal(quoteTripCostShared(rows(3), '1000'))).toBe('1000.00');
    expect(quoteTripCostTotal(rows(2))).toBe('');
    expect(quoteTripCostTotal({ travellers: [] })).toBe('');
  });

  it('property: the shares add up to the trip cost, differ by a cent at most, one per traveller', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 10 }),
        (total, n) => {
          const shares = splitCents(total, n);
          expect(shares).toHaveLength(n);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
          const form = quoteTripCostShared(rows(n), String(total / 100));
          expect(form.travellers.map((t) => parseQuoteTripCost(t.tripCost))).toEqual(shares);
          expect(parseQuoteTripCost(quoteTripCostTotal(form))).toBe(total);
        },
      ),
    );
  });
});

describe('a trip cost shared as each traveller entered theirs', () => {
  it('follows the entered costs: exactly when the total is theirs, in proportion when it changed', () => {
    expect(splitCentsAsEntered(400_000, [300_000, 50_000, 50_000])).toEqual([300_000, 50_000, 50_000]);
    expect(splitCentsAsEntered(600_000, [300_000, 50_000, 50_000])).toEqual([450_000, 75_000, 75_000]);
    expect(splitCentsAsEntered(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCentsAsEntered(10, [1, 2])).toEqual([3, 7]);
  });

  it('equal shares only when nobody entered a cost; a traveller who entered none gets none of a changed total', () => {
    expect(splitCentsAsEntered(1_000, [0, 0, 0])).toEqual(splitCents(1_000, 3));
    expect(splitCentsAsEntered(9_000, [3_000, 0])).toEqual([9_000, 0]);
    expect(splitCentsAsEntered(5, [])).toEqual([]);
  });

  const arbEntered = fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength: 1, maxLength: 10 });

  it('property: one share per traveller, none negative, adding up to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), arbEntered, (total, entered) => {
        const shares = splitCentsAsEntered(total, entered);
        expect(shares).toHaveLength(entered.length);
        expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      }),
    );
  });

  it('property: an unchanged total gives each traveller the cost they entered', () => {
    fc.assert(
      fc.property(arbEntered, (entered) => {
        const total = entered.reduce((a, b) => a + b, 0);
        fc.pre(total > 0);
        expect(splitCentsAsEntered(total, entered)).toEqual(entered);
      }),
    );
  });

  it('property: each share is within a cent of its exact proportion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), arbEntered, (total, entered) => {
        const sum = entered.reduce((a, b) => a + b, 0);
        fc.pre(sum > 0);
        splitCentsAsEntered(total, entered).forEach((s, i) =>
          expect(Math.abs(s - (total * (entered[i] ?? 0)) / sum)).toBeLessThan(1),
        );
      }),
    );
  });
});

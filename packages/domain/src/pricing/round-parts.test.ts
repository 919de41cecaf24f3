import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundParts } from './round-parts';

const arbParts = fc.tuple(
  fc.double({ min: 0, max: 1e7, noNaN: true }),
  fc.array(fc.double({ min: -0.9, max: 0.5, noNaN: true }), { maxLength: 5 }),
  fc.double({ min: 0, max: 0.2, noNaN: true }),
);

describe('the one rounding step', () => {
  it('keeps the sum of the rounded parts equal to the exact total rounded', () => {
    // 10.4 - 1.04 + 0.7488 = 10.1088 → 10; each part moves by less than a cent.
    expect(roundParts([10.4, -1.04, 0.7488])).toEqual([10, -1, 1]);
    expect(roundParts([100, -10, 7.2])).toEqual([100, -10, 7]);
  });

  it('property: the rounded parts add up to the exact total rounded half up', () => {
    fc.assert(
      fc.property(arbParts, ([premium, shares, taxRate]) => {
        let running = premium;
        const adjustments = shares.map((s) => {
          const amount = running * s;
          running += amount;
          return amount;
        });
        const parts = [premium, ...adjustments, running * taxRate];
        const cents = roundParts(parts);
        expect(cents.reduce((a, b) => a + b, 0)).toBe(Math.round(parts.reduce((a, b) => a + b, 0)));
        cents.forEach((c, i) => {
          expect(Number.isInteger(c)).toBe(true);
          expect(Math.abs(c - (parts[i] as number))).toBeLessThan(1);
        });
      }),
    );
  });
});

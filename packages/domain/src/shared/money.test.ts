import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingTotalCents, centsOfWholeDollars, sumCents, wholeDollarsOfCents } from './money';

const dollars = fc.integer({ min: -1_000_000, max: 1_000_000 });
const cents = fc.integer({ min: -100_000_000, max: 100_000_000 });
const policies = fc.array(fc.record({ totalCents: fc.integer({ min: 0, max: 10_000_000 }) }), {
  maxLength: 12,
});

describe('whole dollars and cents', () => {
  it('a whole-dollar amount comes back unchanged through cents', () => {
    fc.assert(
      fc.property(dollars, (d) => {
        expect(wholeDollarsOfCents(centsOfWholeDollars(d))).toBe(d);
      }),
    );
  });

  it('rounds to the nearest dollar, never more than half a dollar away', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const d = wholeDollarsOfCents(c);
        expect(Number.isInteger(d)).toBe(true);
        expect(Math.abs(centsOfWholeDollars(d) - c)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('rounds half a dollar away from zero, symmetrically', () => {
    expect(wholeDollarsOfCents(250)).toBe(3);
    expect(wholeDollarsOfCents(249)).toBe(2);
    expect(wholeDollarsOfCents(-250)).toBe(-3);
    fc.assert(
      fc.property(cents, (c) => {
        expect(wholeDollarsOfCents(-c) + 0).toBe(-wholeDollarsOfCents(c) + 0);
      }),
    );
  });

  it('is monotonic', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        expect(wholeDollarsOfCents(Math.min(a, b))).toBeLessThanOrEqual(wholeDollarsOfCents(Math.max(a, b)));
      }),
    );
  });
});

describe('bookingTotalCents', () => {
  it('is the sum of the policy totals, whatever their order', () => {
    fc.assert(
      fc.property(policies, (ps) => {
        expect(bookingTotalCents(ps)).toBe(sumCents(ps.map((p) => p.totalCents)));
        expect(bookingTotalCents([...ps].reverse())).toBe(bookingTotalCents(ps));
      }),
    );
  });

  it('grows by exactly the total of a policy added', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 0, max: 10_000_000 }), (ps, extra) => {
        expect(bookingTotalCents([...ps, { totalCents: extra }])).toBe(bookingTotalCents(ps) + extra);
      }),
    );
  });

  it('is 0 for no policy and an integer number of cents', () => {
    expect(bookingTotalCents([])).toBe(0);
    expect(bookingTotalCents([{ totalCents: 12_345 }, { totalCents: 655 }])).toBe(13_000);
  });
});

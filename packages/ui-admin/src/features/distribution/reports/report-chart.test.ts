import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayBars } from './report-chart';

const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);
const row = fc.record({
  day,
  policies: fc.nat(50),
  premiumCents: fc.nat(1_000_000),
});

describe('dayBars', () => {
  it('one bar per day, in order, totals kept, heights scaled to the busiest day', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const bars = dayBars(rows);
        const days = bars.map((b) => b.day);
        expect(days).toEqual([...new Set(rows.map((r) => r.day))].sort());
        expect(bars.reduce((s, b) => s + b.policies, 0)).toBe(rows.reduce((s, r) => s + r.policies, 0));
        expect(bars.reduce((s, b) => s + b.premiumCents, 0)).toBe(
          rows.reduce((s, r) => s + r.premiumCents, 0),
        );
        for (const b of bars) expect(b.share).toBeGreaterThanOrEqual(0);
        const top = Math.max(0, ...bars.map((b) => b.share));
        expect(top).toBe(bars.some((b) => b.policies > 0) ? 1 : 0);
      }),
    );
  });
});

import fc from 'fast-check';
import { daysBetween, parseCalendarDate, type CalendarDate } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { addMonths, clampDate, isWithin, monthWeeks, moveFocus, weekdayOf } from './calendar-month';

const day = (s: string) => s as CalendarDate;
const arbDay = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2080-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10) as CalendarDate);

describe('calendar month', () => {
  it('knows the weekday, Sunday being 0', () => {
    expect(weekdayOf(day('2026-03-01'))).toBe(0);
    expect(weekdayOf(day('2026-03-07'))).toBe(6);
  });

  it('lays a month out in weeks starting on Sunday', () => {
    const weeks = monthWeeks(day('2026-02-14'));
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2026-02-01');
    expect(weeks[3]?.[6]).toBe('2026-02-28');
    const march = monthWeeks(day('2025-03-31'));
    expect(march[0]?.slice(0, 6)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(march[0]?.[6]).toBe('2025-03-01');
    expect(march).toHaveLength(6);
  });

  it('moves the focus by day, week, month and year', () => {
    const d = day('2026-03-31');
    expect(moveFocus(d, 'ArrowRight')).toBe('2026-04-01');
    expect(moveFocus(d, 'ArrowLeft')).toBe('2026-03-30');
    expect(moveFocus(d, 'ArrowUp')).toBe('2026-03-24');
    expect(moveFocus(d, 'ArrowDown')).toBe('2026-04-07');
    expect(moveFocus(d, 'Home')).toBe('2026-03-29');
    expect(moveFocus(d, 'End')).toBe('2026-04-04');
    expect(moveFocus(d, 'PageDown')).toBe('2026-04-30');
    expect(moveFocus(d, 'PageUp')).toBe('2026-02-28');
    expect(moveFocus(day('2024-02-29'), 'PageDown', true)).toBe('2025-02-28');
    expect(moveFocus(d, 'Enter')).toBeUndefined();
  });

  it('clamps to the allowed range', () => {
    const [min, max] = [day('2026-01-10'), day('2026-02-10')];
    expect(clampDate(day('2026-01-01'), min, max)).toBe(min);
    expect(clampDate(day('2026-03-01'), min, max)).toBe(max);
    expect(clampDate(day('2026-01-20'), min, max)).toBe('2026-01-20');
    expect(isWithin(day('2026-02-11'), min, max)).toBe(false);
    expect(isWithin(day('2026-02-11'))).toBe(true);
  });

  it('property: every day of the month appears once, in order, under its weekday', () => {
    fc.assert(
      fc.property(arbDay, (d) => {
        const cells = monthWeeks(d).flat();
        const days = cells.filter((c): c is CalendarDate => c !== undefined);
        expect(days[0]?.slice(8)).toBe('01');
        days.forEach((x, i) => {
          expect(x.slice(0, 7)).toBe(d.slice(0, 7));
          expect(cells.indexOf(x) % 7).toBe(weekdayOf(x));
          if (i > 0) expect(daysBetween(days[i - 1] as CalendarDate, x)).toBe(1);
        });
        expect(cells.length % 7).toBe(0);
      }),
    );
  });

  it('property: adding months gives a real day in the target month, never later than the same day', () => {
    fc.assert(
      fc.property(arbDay, fc.integer({ min: -60, max: 60 }), (d, n) => {
        const moved = addMonths(d, n);
        expect(parseCalendarDate(moved)).toBe(moved);
        const months =
          (Number(moved.slice(0, 4)) - Number(d.slice(0, 4))) * 12 +
          Number(moved.slice(5, 7)) -
          Number(d.slice(5, 7));
        expect(months).toBe(n);
        expect(Number(moved.slice(8))).toBeLessThanOrEqual(Number(d.slice(8)));
      }),
    );
  });

  it('property: a clamped day is always inside the range', () => {
    fc.assert(
      fc.property(arbDay, arbDay, arbDay, (d, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(isWithin(clampDate(d, min, max), min, max)).toBe(true);
      }),
    );
  });

  it('property: Home and End stay in the same week, Sunday to Saturday', () => {
    fc.assert(
      fc.property(arbDay, (d) => {
        const [home, end] = [moveFocus(d, 'Home') as CalendarDate, moveFocus(d, 'End') as CalendarDate];
        expect(weekdayOf(home)).toBe(0);
        expect(weekdayOf(end)).toBe(6);
        expect(daysBetween(home, end)).toBe(6);
        expect(isWithin(d, home, end)).toBe(true);
      }),
    );
  });
});

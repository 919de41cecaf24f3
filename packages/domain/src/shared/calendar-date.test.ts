import { formatInTimeZone } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  calendarDateAt,
  daysBetween,
  parseCalendarDate,
  wholeYearsBetween,
} from './calendar-date';
import { arbDate } from '../test-support/arbitraries';

describe('calendar dates', () => {
  it('refuses days that do not exist', () => {
    expect(parseCalendarDate('2025-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-02-29')).toBe('2024-02-29');
    expect(parseCalendarDate('2024-13-01')).toBeUndefined();
    expect(parseCalendarDate('24-01-01')).toBeUndefined();
    expect(parseCalendarDate(20240101)).toBeUndefined();
  });

  it('reads the day in Toronto, not in UTC', () => {
    expect(calendarDateAt(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
  });

  it('property: the day in Toronto is the one date-fns-tz reads, across DST changes and years', () => {
    const start = Date.parse('1990-01-01T00:00:00Z');
    const end = Date.parse('2100-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), (ms) => {
        const now = new Date(ms);
        expect(calendarDateAt(now)).toBe(formatInTimeZone(now, 'America/Toronto', 'yyyy-MM-dd'));
        expect(calendarDateAt(now, 'Asia/Kolkata')).toBe(formatInTimeZone(now, 'Asia/Kolkata', 'yyyy-MM-dd'));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: asked again within a minute around midnight, the day is still the one date-fns-tz reads', () => {
    const day = 86_400_000;
    const from = Date.UTC(1973, 0, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 45_000 }),
        fc.constantFrom(4, 5),
        fc.array(fc.integer({ min: -90_000, max: 90_000 }), { minLength: 2, maxLength: 6 }),
        (days, utcHour, offsets) => {
          // Midnight in Toronto is 04:00 or 05:00 UTC; each instant is within 90 s of one.
          for (const offset of offsets) {
            const now = new Date(from + days * day + utcHour * 3_600_000 + offset);
            expect(calendarDateAt(now)).toBe(formatInTimeZone(now, 'America/Toronto', 'yyyy-MM-dd'));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: adding n days then measuring gives n back', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: -4000, max: 4000 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n))).toBe(n);
      }),
    );
  });

  it('property: age is never negative and grows with the reference date', () => {
    fc.assert(
      fc.property(arbDate, arbDate, fc.integer({ min: 0, max: 800 }), (birth, ref, later) => {
        const age = wholeYearsBetween(birth, ref);
        expect(age).toBeGreaterThanOrEqual(0);
        expect(wholeYearsBetween(birth, addDays(ref, later))).toBeGreaterThanOrEqual(age);
      }),
    );
  });

  it('property: on the birthday n years on, the age is exactly n', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: 0, max: 100 }), (birth, n) => {
        fc.pre(!birth.endsWith('02-29'));
        expect(wholeYearsBetween(birth, addYears(birth, n))).toBe(n);
      }),
    );
  });
});

describe('calendar dates read by character codes', () => {
  // The form and the calendar as a RegExp and a JS Date state them (the reading before it was hand-written).
  const byDate = (text: unknown): string | undefined => {
    if (typeof text !== 'string') return undefined;
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!m) return undefined;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (y < 1900 || mo < 1 || mo > 12 || d < 1) return undefined;
    const back = new Date(Date.UTC(y, mo - 1, d));
    return back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? text : undefined;
  };
  const digit = fc.constantFrom(...'0123456789');
  const nearDate = fc
    .tuple(
      fc.array(digit, { minLength: 4, maxLength: 4 }),
      fc.array(digit, { minLength: 2, maxLength: 2 }),
      fc.array(digit, { minLength: 2, maxLength: 2 }),
      fc.constantFrom('-', '/', ' '),
    )
    .map(([y, m, d, sep]) => `${y.join('')}-${m.join('')}${sep === ' ' ? '-' : sep}${d.join('')}`);

  it('property: parseCalendarDate takes exactly the real days a RegExp and a Date take', () => {
    fc.assert(
      fc.property(fc.oneof(nearDate, arbDate, fc.string({ maxLength: 12 }), fc.anything()), (text) => {
        expect(parseCalendarDate(text)).toBe(byDate(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('property: days between two dates are those of their UTC midnights', () => {
    fc.assert(
      fc.property(arbDate, arbDate, (a, b) => {
        expect(daysBetween(a, b)).toBe(Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000));
      }),
    );
  });
});

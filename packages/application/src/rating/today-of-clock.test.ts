import { calendarDateAt } from '@tripx/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayOfClock } from './today-of-clock';

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('today of the clock (kept per minute)', () => {
  it('property: any sequence of readings gives exactly what calendarDateAt gives', () => {
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 30 }), (readings) => {
        const today = todayOfClock();
        for (const now of readings) expect(today(now)).toBe(calendarDateAt(now));
      }),
    );
  });

  it('property: readings around Toronto midnight (either side, same minute or not) are exact', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.array(fc.integer({ min: -90_000, max: 90_000 }), { minLength: 1, maxLength: 20 }),
        (day, offsetsMs) => {
          // 04:00 and 05:00 UTC are Toronto midnight in summer and in winter.
          const midnights = [4, 5].map((h) =>
            Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h),
          );
          const today = todayOfClock();
          for (const base of midnights)
            for (const offset of offsetsMs) {
              const now = new Date(base + offset);
              expect(today(now)).toBe(calendarDateAt(now));
            }
        },
      ),
    );
  });

  it('changes day at Toronto midnight, one millisecond apart', () => {
    const today = todayOfClock();
    expect(today(new Date('2025-06-02T03:59:59.999Z'))).toBe('2025-06-01');
    expect(today(new Date('2025-06-02T04:00:00.000Z'))).toBe('2025-06-02');
    expect(today(new Date('2025-01-02T04:59:59.999Z'))).toBe('2025-01-01');
    expect(today(new Date('2025-01-02T05:00:00.000Z'))).toBe('2025-01-02');
  });
});

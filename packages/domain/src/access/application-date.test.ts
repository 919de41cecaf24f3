import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateAt, type CalendarDate } from '../shared/calendar-date';
import { adminApplicationDate, applicationDateToSend, applicationDayFor } from './application-date';
import { arbDate } from '../test-support/arbitraries';

const day = (d: string) => d as CalendarDate;

describe('POLICY_ADMIN custom application date (spec 6, 9)', () => {
  it('sends the chosen day at midnight UTC plus 6 hours', () => {
    expect(adminApplicationDate(day('2026-03-10'))).toBe('2026-03-10T06:00:00.000Z');
    expect(adminApplicationDate(day('2024-02-29'))).toBe('2024-02-29T06:00:00.000Z');
  });

  it('uses the chosen day only for holders of POLICY_ADMIN', () => {
    const now = '2026-05-01T14:30:00.000Z';
    expect(applicationDateToSend(['POLICY_ADMIN'], day('2026-04-01'), now)).toBe('2026-04-01T06:00:00.000Z');
    expect(applicationDateToSend(['POLICY_EDIT'], day('2026-04-01'), now)).toBe(now);
    expect(applicationDateToSend(['POLICY_ADMIN'], undefined, now)).toBe(now);
  });

  it('property: the instant is exactly 6 h after UTC midnight and reads as the chosen day in Toronto', () => {
    fc.assert(
      fc.property(arbDate, (d) => {
        const sent = new Date(adminApplicationDate(d));
        expect(sent.getTime() - Date.parse(`${d}T00:00:00Z`)).toBe(6 * 3_600_000);
        expect(calendarDateAt(sent)).toBe(d);
      }),
    );
  });

  it('the day priced on: the chosen one only for POLICY_ADMIN, otherwise today', () => {
    const today = day('2026-11-20');
    expect(applicationDayFor(['POLICY_ADMIN'], day('2026-11-02'), today)).toEqual({
      day: '2026-11-02',
      chosen: true,
    });
    expect(applicationDayFor(['POLICY_EDIT'], day('2026-11-02'), today)).toEqual({
      day: today,
      chosen: false,
    });
    expect(applicationDayFor(['POLICY_ADMIN'], undefined, today)).toEqual({ day: today, chosen: false });
  });
});

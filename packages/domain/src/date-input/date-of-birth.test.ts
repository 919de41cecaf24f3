import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalendarDate } from '../shared/calendar-date';
import { arbDate } from '../test-support/arbitraries';
import { buildDateOfBirth, calendarDateToDateOfBirth, dateOfBirthToCalendarDate } from './date-of-birth';

describe('date of birth widget (spec 5.2)', () => {
  it('builds MM-DD-YYYY once day, month and year are all there', () => {
    expect(buildDateOfBirth('7', '3', '1985')).toEqual({ ok: true, value: '03-07-1985' });
    expect(buildDateOfBirth(29, 2, 2024)).toEqual({ ok: true, value: '02-29-2024' });
  });

  it('required while a part is missing', () => {
    expect(buildDateOfBirth('7', '', '1985')).toEqual({ ok: false, code: 'required' });
    expect(buildDateOfBirth(undefined, '3', '1985')).toEqual({ ok: false, code: 'required' });
  });

  it('invalid_date when the parts do not make a day', () => {
    expect(buildDateOfBirth('29', '2', '2025')).toEqual({ ok: false, code: 'invalid_date' });
    expect(buildDateOfBirth('7', '3', '85')).toEqual({ ok: false, code: 'invalid_date' });
    expect(buildDateOfBirth('7', '13', '1985')).toEqual({ ok: false, code: 'invalid_date' });
  });

  it('converts between MM-DD-YYYY and calendar dates', () => {
    expect(dateOfBirthToCalendarDate('03-07-1985')).toBe('1985-03-07');
    expect(dateOfBirthToCalendarDate('1985-03-07')).toBeUndefined();
    expect(dateOfBirthToCalendarDate('02-30-2024')).toBeUndefined();
    expect(calendarDateToDateOfBirth('1985-03-07' as CalendarDate)).toBe('03-07-1985');
  });

  it('property: a calendar date survives the trip to MM-DD-YYYY and back', () => {
    fc.assert(
      fc.property(arbDate, (date) => {
        expect(dateOfBirthToCalendarDate(calendarDateToDateOfBirth(date))).toBe(date);
      }),
    );
  });

  it('property: day, month and year of a real day build its MM-DD-YYYY', () => {
    fc.assert(
      fc.property(arbDate, (date) => {
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const built = buildDateOfBirth(String(d), String(m), String(y));
        expect(built).toEqual({ ok: true, value: calendarDateToDateOfBirth(date) });
      }),
    );
  });
});

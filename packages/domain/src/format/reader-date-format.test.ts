import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReaderDate } from './date-format';

const NBSP = '\u00a0';
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

describe('formatReaderDate', () => {
  it('French writes the day, the month in words and the year, with no-break spaces; English keeps YYYY-MM-DD', () => {
    expect(formatReaderDate('2026-11-25', 'fr')).toBe(`25${NBSP}novembre${NBSP}2026`);
    expect(formatReaderDate('2026-07-01', 'fr')).toBe(`1er${NBSP}juillet${NBSP}2026`);
    expect(formatReaderDate('2026-02-09', 'fr')).toBe(`9${NBSP}février${NBSP}2026`);
    expect(formatReaderDate('2026-11-25', 'en')).toBe('2026-11-25');
  });

  it('an instant is the day it is in Toronto; anything else gives nothing', () => {
    expect(formatReaderDate('2027-01-01T03:00:00Z', 'fr')).toBe(`31${NBSP}décembre${NBSP}2026`);
    expect(formatReaderDate(new Date('2027-01-01T03:00:00Z'), 'en')).toBe('2026-12-31');
    expect(formatReaderDate('not a day', 'fr')).toBe('');
    expect(formatReaderDate(undefined, 'en')).toBe('');
  });

  it('property: the French text names the day, the month and the year of the calendar date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (at) => {
          const day = at.toISOString().slice(0, 10);
          const [y, m, d] = day.split('-').map(Number) as [number, number, number];
          expect(formatReaderDate(day, 'fr')).toBe(
            [d === 1 ? '1er' : String(d), MONTHS[m - 1], String(y)].join(NBSP),
          );
        },
      ),
    );
  });
});

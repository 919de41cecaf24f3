import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayDateTime } from './date-format';
import {
  FRENCH_ZONE_ABBREVIATIONS,
  frenchZoneAbbreviation,
  timeZoneAbbreviation,
} from './time-zone-abbreviation';

const WINTER = new Date('2025-01-15T17:05:00Z');
const SUMMER = new Date('2025-07-01T18:05:00Z');

describe('dates', () => {
  it('YYYY-MM-DD: a calendar date as it is, an instant as its day in Toronto', () => {
    expect(formatDisplayDate('2025-02-03')).toBe('2025-02-03');
    expect(formatDisplayDate(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
    expect(formatDisplayDate('2026-01-01T05:00:00Z')).toBe('2026-01-01');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate(new Date('2026-01-01T03:00:00Z'), 'Nowhere/Zone')).toBe('');
  });

  it('YYYY-MM-DD h:mma z in Toronto, in English', () => {
    expect(formatDisplayDateTime(WINTER, 'en')).toBe('2025-01-15 12:05pm EST');
    expect(formatDisplayDateTime(SUMMER, 'en')).toBe('2025-07-01 2:05pm EDT');
    expect(formatDisplayDateTime('2025-03-01T05:00:00Z', 'en')).toBe('2025-03-01 12:00am EST');
  });

  it('in French, the French way with the French zone and no-break spaces', () => {
    const nb = (text: string) => text.replaceAll('_', '\u00a0');
    expect(formatDisplayDateTime(WINTER, 'fr')).toBe(nb('15_janvier_2025, 12_h_05_HNE'));
    expect(formatDisplayDateTime(SUMMER, 'fr')).toBe(nb('1er_juillet_2025, 14_h_05_HAE'));
    expect(formatDisplayDateTime('2026-11-25T19:30:00Z', 'fr')).toBe(nb('25_novembre_2026, 14_h_30_HNE'));
    expect(formatDisplayDateTime('2025-03-01T05:00:00Z', 'fr')).toBe(nb('1er_mars_2025, 0_h_00_HNE'));
  });

  it('every Canadian zone, standard and daylight, in both languages', () => {
    const cases: [string, Date, string, string][] = [
      ['America/St_Johns', WINTER, 'NST', 'HNT'],
      ['America/St_Johns', SUMMER, 'NDT', 'HAT'],
      ['America/Halifax', WINTER, 'AST', 'HNA'],
      ['America/Halifax', SUMMER, 'ADT', 'HAA'],
      ['America/Winnipeg', WINTER, 'CST', 'HNC'],
      ['America/Winnipeg', SUMMER, 'CDT', 'HAC'],
      ['America/Regina', SUMMER, 'CST', 'HNC'],
      ['America/Edmonton', WINTER, 'MST', 'HNR'],
      ['America/Edmonton', SUMMER, 'MDT', 'HAR'],
      ['America/Vancouver', WINTER, 'PST', 'HNP'],
      ['America/Vancouver', SUMMER, 'PDT', 'HAP'],
      ['America/Whitehorse', WINTER, 'MST', 'HNR'],
    ];
    for (const [zone, at, en, fr] of cases) {
      expect([zone, timeZoneAbbreviation(at, zone, 'en'), timeZoneAbbreviation(at, zone, 'fr')]).toEqual([
        zone,
        en,
        fr,
      ]);
    }
    expect(formatDisplayDateTime(SUMMER, 'fr', 'America/St_Johns')).toBe(
      '1er\u00a0juillet\u00a02025, 15\u00a0h\u00a035\u00a0HAT',
    );
  });

  it('a zone outside Canada shows its offset, and nonsense gives nothing', () => {
    expect(timeZoneAbbreviation(SUMMER, 'Europe/Paris', 'en')).toBe('UTC+02:00');
    expect(formatDisplayDateTime(SUMMER, 'en', 'Nowhere/Zone')).toBe('');
    expect(formatDisplayDateTime('yesterday', 'en')).toBe('');
    expect(formatDisplayDateTime(new Date(Number.NaN), 'fr')).toBe('');
    expect(formatDisplayDateTime(12, 'fr')).toBe('');
  });

  it('maps the English abbreviations to the French ones', () => {
    expect(FRENCH_ZONE_ABBREVIATIONS).toEqual({
      NST: 'HNT',
      NDT: 'HAT',
      AST: 'HNA',
      ADT: 'HAA',
      EST: 'HNE',
      EDT: 'HAE',
      CST: 'HNC',
      CDT: 'HAC',
      MST: 'HNR',
      MDT: 'HAR',
      PST: 'HNP',
      PDT: 'HAP',
    });
    expect(frenchZoneAbbreviation('UTC+02:00')).toBe('UTC+02:00');
  });

  it('property: both languages name the same minute of the same day, always with the zone', () => {
    const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre'];
    const monthNames = [...months, 'octobre', 'novembre', 'décembre'];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2060-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(
          'America/Toronto',
          'America/St_Johns',
          'America/Halifax',
          'America/Winnipeg',
          'America/Edmonton',
          'America/Vancouver',
        ),
        (at, zone) => {
          const en = formatDisplayDateTime(at, 'en', zone);
          const fr = formatDisplayDateTime(at, 'fr', zone);
          const english = /^(\d{4})-(\d{2})-(\d{2}) ([1-9]|1[0-2]):([0-5]\d)(am|pm) ([NAECMP][SD]T)$/.exec(
            en,
          );
          // The only ordinary space is the one after the comma: the rest never breaks apart.
          const french =
            /^(1er|[1-9]|[12]\d|3[01])\u00a0(\p{Ll}+)\u00a0(\d{4}), (1?\d|2[0-3])\u00a0h\u00a0([0-5]\d)\u00a0(HA|HN)([TAECRP])$/u.exec(
              fr,
            );
          expect([en, english !== null]).toEqual([en, true]);
          expect([fr, french !== null]).toEqual([fr, true]);
          const [, y, mo, d, h12, min, half, zoneEn] = english as unknown as string[];
          const [, fd, fMonth, fy, fh, fMin, daylight, letter] = french as unknown as string[];
          expect(`${y}-${mo}-${d}`).toBe(formatDisplayDate(at, zone));
          expect([fy, monthNames.indexOf(fMonth as string) + 1, fd === '1er' ? 1 : Number(fd)]).toEqual([
            y,
            Number(mo),
            Number(d),
          ]);
          expect(Number(fh)).toBe((Number(h12) % 12) + (half === 'pm' ? 12 : 0));
          expect(fMin).toBe(min);
          expect(`${daylight}${letter}`).toBe(frenchZoneAbbreviation(zoneEn as string));
        },
      ),
    );
  });
});

import type { CalendarDate } from '@tripx/domain';

/** Month and day names come from Intl for the app's locale ('en-CA', 'fr-CA'); they need no label file. */
const utc = (d: CalendarDate): Date => new Date(`${d}T00:00:00Z`);

const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

/** "March 2026" / "mars 2026". */
export const monthTitle = (d: CalendarDate, locale: string): string =>
  format(locale, { month: 'long', year: 'numeric' }).format(utc(d));

/** "Tuesday, March 31, 2026" / "mardi 31 mars 2026": the name of a day button. */
export const dayName = (d: CalendarDate, locale: string): string =>
  format(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utc(d));

/** Sunday first: short and long names of the days of the week. */
export const weekdayNames = (locale: string): { short: string; long: string }[] => {
  // 4 January 1970 was a Sunday.
  const sunday = Date.UTC(1970, 0, 4);
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(sunday + i * 86_400_000);
    return {
      short: format(locale, { weekday: 'short' }).format(date),
      long: format(locale, { weekday: 'long' }).format(date),
    };
  });
};

import { addDays, compareDates, type CalendarDate } from '@tripx/domain';

/** Calendar arithmetic of the date picker, on `YYYY-MM-DD` days; weeks start on Sunday, as in Canada. */

const parts = (d: CalendarDate): [number, number, number] =>
  d.split('-').map(Number) as [number, number, number];

const make = (y: number, m: number, day: number): CalendarDate =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}` as CalendarDate;

/** 0 for Sunday up to 6 for Saturday. */
export const weekdayOf = (d: CalendarDate): number => {
  const [y, m, day] = parts(d);
  return new Date(Date.UTC(y, m - 1, day)).getUTCDay();
};

const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

export const startOfMonth = (d: CalendarDate): CalendarDate => {
  const [y, m] = parts(d);
  return make(y, m, 1);
};

/** The same day n months on; a day the target month lacks becomes its last day (31 March - 1 → 28/29 Feb). */
export const addMonths = (d: CalendarDate, n: number): CalendarDate => {
  const [y, m, day] = parts(d);
  const index = y * 12 + (m - 1) + n;
  const [ty, tm] = [Math.floor(index / 12), (index % 12) + 1];
  return make(ty, tm, Math.min(day, daysInMonth(ty, tm)));
};

export const sameMonth = (a: CalendarDate, b: CalendarDate): boolean => a.slice(0, 7) === b.slice(0, 7);

/** The weeks of the month of `d`, Sunday first; days of the neighbouring months are undefined. */
export const monthWeeks = (d: CalendarDate): (CalendarDate | undefined)[][] => {
  const first = startOfMonth(d);
  const [y, m] = parts(first);
  const cells: (CalendarDate | undefined)[] = [
    ...Array.from({ length: weekdayOf(first) }, () => undefined),
    ...Array.from({ length: daysInMonth(y, m) }, (_, i) => make(y, m, i + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(undefined);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
};

export const isWithin = (d: CalendarDate, min?: CalendarDate, max?: CalendarDate): boolean =>
  (min === undefined || compareDates(d, min) >= 0) && (max === undefined || compareDates(d, max) <= 0);

/** The nearest day inside [min, max]. */
export const clampDate = (d: CalendarDate, min?: CalendarDate, max?: CalendarDate): CalendarDate =>
  min !== undefined && compareDates(d, min) < 0
    ? min
    : max !== undefined && compareDates(d, max) > 0
      ? max
      : d;

/**
 * The day the focus moves to for a key of the calendar grid (the ARIA date picker's keys): arrows by a day
 * or a week, Home / End to the start or end of the week, Page Up / Down by a month, with Shift by a year.
 * Undefined for any other key.
 */
export const moveFocus = (d: CalendarDate, key: string, shift = false): CalendarDate | undefined => {
  switch (key) {
    case 'ArrowLeft':
      return addDays(d, -1);
    case 'ArrowRight':
      return addDays(d, 1);
    case 'ArrowUp':
      return addDays(d, -7);
    case 'ArrowDown':
      return addDays(d, 7);
    case 'Home':
      return addDays(d, -weekdayOf(d));
    case 'End':
      return addDays(d, 6 - weekdayOf(d));
    case 'PageUp':
      return addMonths(d, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(d, shift ? 12 : 1);
    default:
      return undefined;
  }
};

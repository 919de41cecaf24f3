/**
 * A calendar day as `YYYY-MM-DD`. Never a JS Date at midnight: the day a traveller
 * leaves does not move with the server's time zone.
 */
export type CalendarDate = string & { readonly __brand: 'CalendarDate' };

export const TIME_ZONE = 'America/Toronto';

const DAY_MS = 86_400_000;
const ZERO = 48;

/**
 * The number written by the digits of `text` from `from` to `to`, or NaN when one is not a digit.
 * The rating path reads several dates per quote: character codes instead of a RegExp, split and
 * Number (their arrays were a visible part of a quote's cost).
 */
const digitsAt = (text: string, from: number, to: number): number => {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return n;
};

/** Year, month and day of a `YYYY-MM-DD` text (NaN parts when it is not that form). */
const strictPartsOf = (d: string): [number, number, number] =>
  d.length === 10 && d.charCodeAt(4) === 45 && d.charCodeAt(7) === 45
    ? [digitsAt(d, 0, 4), digitsAt(d, 5, 7), digitsAt(d, 8, 10)]
    : [Number.NaN, Number.NaN, Number.NaN];

/** The parts of a date, also of one written otherwise (a year past 9999 from date arithmetic). */
const partsOf = (d: CalendarDate): [number, number, number] => {
  const parts = strictPartsOf(d);
  return Number.isNaN(parts[0] + parts[1] + parts[2])
    ? (d.split('-').map(Number) as [number, number, number])
    : parts;
};

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysInMonth = (y: number, m: number): number =>
  m === 2 ? (isLeap(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;

const toUtcMs = (d: CalendarDate): number => {
  const [y, m, day] = partsOf(d);
  return Date.UTC(y, m - 1, day);
};

const fromUtcMs = (ms: number): CalendarDate => new Date(ms).toISOString().slice(0, 10) as CalendarDate;

/** The date when `text` is a real day in `YYYY-MM-DD` form (years 1900..9999), otherwise undefined. */
export const parseCalendarDate = (text: unknown): CalendarDate | undefined => {
  if (typeof text !== 'string') return undefined;
  const [y, mo, d] = strictPartsOf(text);
  // NaN fails every comparison: a text of another form is refused here.
  if (!(y >= 1900 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo))) return undefined;
  return text as CalendarDate;
};

export const isCalendarDate = (text: unknown): text is CalendarDate => parseCalendarDate(text) !== undefined;

export const addDays = (d: CalendarDate, days: number): CalendarDate => fromUtcMs(toUtcMs(d) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);

/** Days of a trip counted inclusively: leaving and returning the same day is one day. */
export const tripDays = (start: CalendarDate, end: CalendarDate): number => daysBetween(start, end) + 1;

export const compareDates = (a: CalendarDate, b: CalendarDate): number => (a < b ? -1 : a > b ? 1 : 0);

export const addYears = (d: CalendarDate, years: number): CalendarDate => {
  const [y, m, day] = partsOf(d);
  // 29 February plus a year lands on 28 February.
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(y + years, m - 1, Math.min(day, last)));
};

/** Age in whole years on `reference` for someone born on `birth`; never negative. */
export const wholeYearsBetween = (birth: CalendarDate, reference: CalendarDate): number => {
  const [by, bm, bd] = partsOf(birth);
  const [ry, rm, rd] = partsOf(reference);
  const years = ry - by - (rm < bm || (rm === bm && rd < bd) ? 1 : 0);
  return Math.max(0, years);
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MINUTE_MS = 60_000;
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1973, 0, 1);
/** Per time zone, the day of the last minute asked (see calendarDateAt). */
const lastDays = new Map<string, { readonly minute: number; readonly day: CalendarDate }>();

const dayFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
};

/**
 * The calendar day it is in Toronto at the instant `now` (the clock is the caller's): the one "today in
 * Toronto" of the server, the CLI and both apps. Through the runtime's own time-zone data (Intl), so
 * that a browser's first page does not carry a time-zone library for this one call.
 */
export const calendarDateAt = (now: Date, timeZone: string = TIME_ZONE): CalendarDate => {
  // Asked several times per request: the answer is kept for the minute it was asked in. Every zone's
  // offset is whole minutes since 1973 (earlier, some had seconds), so the day cannot change within one.
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const last = lastDays.get(timeZone);
  if (last !== undefined && last.minute === minute) return last.day;
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const day = `${String(parts['year']).padStart(4, '0')}-${parts['month']}-${parts['day']}` as CalendarDate;
  if (now.getTime() >= WHOLE_MINUTE_OFFSETS_FROM) lastDays.set(timeZone, { minute, day });
  return day;
};

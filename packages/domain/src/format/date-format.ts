import { formatInTimeZone, getTimezoneOffset } from 'date-fns-tz';
import { parseCalendarDate, TIME_ZONE } from '../shared/calendar-date';
import type { Language } from '../shared/enums';
import { timeZoneAbbreviation } from './time-zone-abbreviation';

// date-fns-tz throws on a zone name it does not know; a total function checks first.
const isKnownTimeZone = (timeZone: string): boolean =>
  typeof timeZone === 'string' && Number.isFinite(getTimezoneOffset(timeZone, new Date(0)));

const toInstant = (value: unknown): Date | undefined => {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  return date && Number.isFinite(date.getTime()) ? date : undefined;
};

/**
 * A date as YYYY-MM-DD (spec 9). A calendar date is shown as it is; an instant (Date or ISO text) is shown
 * as the day it is in Toronto. Anything else gives ''.
 */
export const formatDisplayDate = (value: unknown, timeZone: string = TIME_ZONE): string => {
  const day = parseCalendarDate(value);
  if (day) return day;
  const instant = toInstant(value);
  return instant && isKnownTimeZone(timeZone) ? formatInTimeZone(instant, timeZone, 'yyyy-MM-dd') : '';
};

const NBSP = '\u00a0';
// A calendar date is a day, not an instant: read at noon UTC and formatted in UTC, it never shifts.
const FRENCH_DATE = new Intl.DateTimeFormat('fr-CA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `25 novembre 2026` from fr-CA Intl, `1er` for the first (OQLF), no-break spaces so it never wraps. */
const frenchDay = (day: string): string =>
  FRENCH_DATE.formatToParts(new Date(`${day}T12:00:00Z`))
    .map((part) =>
      part.type === 'day' && part.value === '1' ? '1er' : part.type === 'literal' ? NBSP : part.value,
    )
    .join('');

/**
 * A day as its reader writes it: English keeps spec 9's `YYYY-MM-DD`, French writes `25 novembre 2026`.
 * A calendar date is shown as it is; an instant as its day in Toronto (or `timeZone`); anything else ''.
 */
export const formatReaderDate = (value: unknown, lang: Language, timeZone: string = TIME_ZONE): string => {
  const day = formatDisplayDate(value, timeZone);
  if (day === '') return '';
  return lang === 'fr' ? frenchDay(day) : day;
};

/** `25 novembre 2026, 14 h 30` (OQLF): the day as `formatReaderDate` writes it, then the 24-hour time. */
const frenchDateTime = (instant: Date, timeZone: string): string => {
  const [day, hour, minute] = formatInTimeZone(instant, timeZone, 'yyyy-MM-dd H mm').split(' ');
  return `${frenchDay(day ?? '')}, ${hour}${NBSP}h${NBSP}${minute}`;
};

/**
 * An instant in Toronto (or `timeZone`) with its zone: the one date-time of every screen and document.
 * English keeps spec 9's pattern `YYYY-MM-DD h:mma z` ("2025-07-01 2:05pm EDT"; am/pm lowercase as moment's
 * `a` writes them); French is written the French way with the French zone, "1er juillet 2025, 14 h 05 HAE",
 * with no-break spaces inside the date and the time and before the zone. Anything that is not an instant
 * (or an unknown zone) gives ''.
 */
export const formatDisplayDateTime = (
  value: unknown,
  lang: Language,
  timeZone: string = TIME_ZONE,
): string => {
  const instant = toInstant(value);
  if (!instant) return '';
  const zone = timeZoneAbbreviation(instant, timeZone, lang);
  if (zone === '') return '';
  return lang === 'fr'
    ? `${frenchDateTime(instant, timeZone)}${NBSP}${zone}`
    : // date-fns `aaa` is moment's `a`: lowercase am / pm.
      `${formatInTimeZone(instant, timeZone, 'yyyy-MM-dd h:mmaaa')} ${zone}`;
};

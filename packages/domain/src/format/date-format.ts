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

const FRENCH_MONTHS = [
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
] as const;
const NBSP = '\u00a0';

/** `25 novembre 2026, 14 h 30` (OQLF): the first of a month is `1er`; no-break spaces keep each part whole. */
const frenchDateTime = (instant: Date, timeZone: string): string => {
  const [year, month, day, hour, minute] = formatInTimeZone(instant, timeZone, 'yyyy M d H mm').split(' ');
  const dayText = day === '1' ? '1er' : day;
  const date = [dayText, FRENCH_MONTHS[Number(month) - 1], year].join(NBSP);
  return `${date}, ${hour}${NBSP}h${NBSP}${minute}`;
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

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

/**
 * An instant as `YYYY-MM-DD h:mma z` (spec 9, a moment.js pattern): "2025-07-01 2:05pm EDT" in English,
 * "2025-07-01 2:05pm HAE" in French. The spec's pattern is kept in both languages and only the zone is
 * translated; am/pm are lowercase as moment's `a` writes them. Anything that is not an instant gives ''.
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
  // date-fns `aaa` is moment's `a`: lowercase am / pm.
  return `${formatInTimeZone(instant, timeZone, 'yyyy-MM-dd h:mmaaa')} ${zone}`;
};

import { parseCalendarDate, TIME_ZONE } from '../shared/calendar-date';
import type { Language } from '../shared/enums';
import { formatDisplayDate } from './date-format';

const NBSP = '\u00a0';
// A calendar date is a day, not an instant: read at noon UTC, formatted in UTC, it never shifts.
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
  const day = parseCalendarDate(value) ?? parseCalendarDate(formatDisplayDate(value, timeZone));
  if (!day) return '';
  return lang === 'fr' ? frenchDay(day) : day;
};

import type { CalendarDate } from '@tripx/domain';

/** A `date` column as a calendar day, whether the driver gives a Date or `YYYY-MM-DD` text. */
export const storedDay = (v: unknown): CalendarDate =>
  String(v instanceof Date ? v.toISOString() : v).slice(0, 10) as CalendarDate;

/** A date of birth column: null when unknown (migration 012 cleared the 1900-01-01 placeholders). */
export const storedBirthDate = (v: unknown): CalendarDate | null =>
  v === null || v === undefined ? null : storedDay(v);

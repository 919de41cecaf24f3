import { parseCalendarDate, type CalendarDate } from '../shared/calendar-date';
import type { DateInputCode } from './date-input.codes';

/** The date-of-birth widget's value: `MM-DD-YYYY`. */
export type DateOfBirthText = string & { readonly __brand: 'DateOfBirthText' };

export type DateOfBirthResult =
  | { readonly ok: true; readonly value: DateOfBirthText }
  | { readonly ok: false; readonly code: DateInputCode };

const MMDDYYYY = /^(\d{2})-(\d{2})-(\d{4})$/;
const UP_TO_TWO_DIGITS = /^\d{1,2}$/;
const FOUR_DIGITS = /^\d{4}$/;

/** `MM-DD-YYYY` to a calendar day, or undefined unless it is a real day. */
export const dateOfBirthToCalendarDate = (text: unknown): CalendarDate | undefined => {
  if (typeof text !== 'string') return undefined;
  const m = MMDDYYYY.exec(text.trim());
  return m ? parseCalendarDate(`${m[3]}-${m[1]}-${m[2]}`) : undefined;
};

export const calendarDateToDateOfBirth = (date: CalendarDate): DateOfBirthText => {
  const [y, m, d] = date.split('-');
  return `${m}-${d}-${y}` as DateOfBirthText;
};

const part = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/**
 * Spec 5.2: the widget needs day, month and year before it has a value; it then builds
 * `MM-DD-YYYY`, provided that the three make a real day.
 */
export const buildDateOfBirth = (day: unknown, month: unknown, year: unknown): DateOfBirthResult => {
  const [d, m, y] = [part(day), part(month), part(year)];
  if (d === '' || m === '' || y === '') return { ok: false, code: 'required' };
  if (!UP_TO_TWO_DIGITS.test(d) || !UP_TO_TWO_DIGITS.test(m) || !FOUR_DIGITS.test(y)) {
    return { ok: false, code: 'invalid_date' };
  }
  const text = `${m.padStart(2, '0')}-${d.padStart(2, '0')}-${y}`;
  return dateOfBirthToCalendarDate(text)
    ? { ok: true, value: text as DateOfBirthText }
    : { ok: false, code: 'invalid_date' };
};

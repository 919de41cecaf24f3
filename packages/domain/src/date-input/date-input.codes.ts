import type { CalendarDate } from '../shared/calendar-date';

/** Codes of the date picker and date-of-birth widget (spec 5.2, 8); each is also a label key. */
export const DATE_INPUT_CODES = ['required', 'invalid_date', 'max_age_error', 'out_of_range'] as const;
export type DateInputCode = (typeof DATE_INPUT_CODES)[number];

/** What a date widget yields: the day (undefined when an optional field is empty) or one code. */
export type DateInputResult =
  | { readonly ok: true; readonly value: CalendarDate | undefined }
  | { readonly ok: false; readonly code: DateInputCode };

import { addDays, parseCalendarDate, type CalendarDate } from '../shared/calendar-date';
import { LIMITS } from '../shared/limits';
import type { DateInputResult } from './date-input.codes';

export interface DateInputRules {
  readonly required: boolean;
  /** Inclusive bounds of the allowed range. */
  readonly min?: CalendarDate;
  readonly max?: CalendarDate;
  /** The oldest date of birth accepted: earlier means the person is too old (max_age_error). */
  readonly earliest?: CalendarDate;
}

/** Spec 5.2: travel dates run from today to one year (less a day) out. */
export const travelDateRange = (today: CalendarDate): Required<Pick<DateInputRules, 'min' | 'max'>> => ({
  min: today,
  max: addDays(today, LIMITS.departureMaxDaysAhead),
});

/** Reads a typed `YYYY-MM-DD` date against the widget's rules; one code, the first that applies. */
export const validateDateInput = (text: unknown, rules: DateInputRules): DateInputResult => {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '')
    return rules.required ? { ok: false, code: 'required' } : { ok: true, value: undefined };
  const date = parseCalendarDate(trimmed);
  if (date === undefined) return { ok: false, code: 'invalid_date' };
  if (rules.earliest !== undefined && date < rules.earliest) return { ok: false, code: 'max_age_error' };
  if ((rules.min !== undefined && date < rules.min) || (rules.max !== undefined && date > rules.max)) {
    return { ok: false, code: 'out_of_range' };
  }
  return { ok: true, value: date };
};

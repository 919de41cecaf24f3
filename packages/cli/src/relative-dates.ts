import { addDays, type CalendarDate } from '@tripx/domain';

const RELATIVE = /^today(?:([+-])(\d{1,4}))?$/;

/**
 * A request file may write its dates relative to the day it is run (`today`, `today+30`,
 * `today-10`), so that the examples stay valid: the server refuses past and far-future trips
 * (PRODUCT.md "Dates decide"). Each such string becomes the calendar day; nothing else changes.
 */
export const resolveRelativeDates = (value: unknown, today: CalendarDate): unknown => {
  if (typeof value === 'string') {
    const m = RELATIVE.exec(value);
    if (!m) return value;
    const days = Number(m[2] ?? 0);
    return addDays(today, m[1] === '-' ? -days : days);
  }
  if (Array.isArray(value)) return value.map((v) => resolveRelativeDates(v, today));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRelativeDates(v, today)]));
  return value;
};

import fc from 'fast-check';
import type { CalendarDate } from '../shared/calendar-date';

/** Any real calendar day between 1920 and 2090. */
export const arbDate = fc
  .date({ min: new Date('1920-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10) as CalendarDate);

import { TIME_ZONE, parseCalendarDate, type CalendarDate } from '@tripx/domain';

/** The app's clock: the domain has none, so "today" is always asked here (and faked in tests). */
export interface Clock {
  now(): Date;
  /** The calendar day in Toronto (spec 9). */
  today(): CalendarDate;
}

// The browser's own time-zone data gives the day in Toronto; the domain's calendarDateAt does the same
// with date-fns-tz, which would add its formatter to the first page's JavaScript for this one call.
const torontoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const calendarDateInToronto = (now: Date): CalendarDate => {
  const parts = Object.fromEntries(torontoDay.formatToParts(now).map((p) => [p.type, p.value]));
  return parseCalendarDate(`${parts['year']}-${parts['month']}-${parts['day']}`) as CalendarDate;
};

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => calendarDateInToronto(new Date()),
};

export const fixedClock = (today: CalendarDate, now: Date = new Date(`${today}T12:00:00-05:00`)): Clock => ({
  now: () => now,
  today: () => today,
});

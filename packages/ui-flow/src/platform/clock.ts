import { calendarDateAt, type CalendarDate } from '@tripx/domain';

/** The app's clock: the domain has none, so "today" is always asked here (and faked in tests). */
export interface Clock {
  now(): Date;
  /** The calendar day in Toronto (spec 9). */
  today(): CalendarDate;
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => calendarDateAt(new Date()),
};

export const fixedClock = (today: CalendarDate, now: Date = new Date(`${today}T12:00:00-05:00`)): Clock => ({
  now: () => now,
  today: () => today,
});

import { calendarDateAt, type CalendarDate } from '@tripx/domain';

const MINUTE_MS = 60_000;

/**
 * "Today" in Toronto for a clock reading, kept for the UTC minute it was computed in.
 * calendarDateAt goes through Intl (date-fns-tz) and was the largest cost of a quote under load
 * (≈ half of the use case). The local date can only change on a whole UTC minute (zone offsets are
 * whole quarters of an hour), so within one minute the answer is the same: this is exact, not a
 * staleness window. One instance per use case; nothing here depends on the request.
 */
export const todayOfClock = (): ((now: Date) => CalendarDate) => {
  let minute = Number.NaN;
  let today = '' as CalendarDate;
  return (now) => {
    const m = Math.floor(now.getTime() / MINUTE_MS);
    if (m !== minute) {
      today = calendarDateAt(now);
      minute = m;
    }
    return today;
  };
};

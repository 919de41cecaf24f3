import type { CalendarDate } from '../shared/calendar-date';
import { LIMITS } from '../shared/limits';
import type { Claim } from './claims';
import { hasAll } from './claims';
import { FEATURES } from './features';

const HOUR_MS = 3_600_000;

/**
 * The instant sent for a custom application date chosen by a POLICY_ADMIN user (spec 6, 9:
 * "sent plus 6 hours"): midnight UTC of the chosen day plus 6 hours, e.g. 2026-03-10 →
 * "2026-03-10T06:00:00.000Z". Midnight UTC alone is the previous evening in Toronto (UTC-5/-4);
 * 06:00Z is 01:00 or 02:00 in Toronto, so the instant reads as the chosen day there.
 */
export const adminApplicationDate = (date: CalendarDate): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + LIMITS.adminApplicationDateOffsetHours * HOUR_MS).toISOString();
};

/**
 * The application date a purchase or endorsement sends: the admin's chosen day when the user holds
 * POLICY_ADMIN and chose one, otherwise `nowInstant`, the caller's clock as an ISO instant string
 * (a string rather than a Date so that an invalid clock value cannot make this throw).
 */
export const applicationDateToSend = (
  claims: readonly Claim[],
  chosen: CalendarDate | undefined,
  nowInstant: string,
): string =>
  chosen !== undefined && hasAll(claims, FEATURES.customApplicationDate)
    ? adminApplicationDate(chosen)
    : nowInstant;

/**
 * The business day a purchase or an endorsement is priced and applied on: the day a POLICY_ADMIN
 * chose (feature customApplicationDate), otherwise `today` (Toronto's, the server's clock). A day
 * sent by anyone else is ignored: the server decides. `chosen` says which it was.
 */
export const applicationDayFor = (
  claims: readonly Claim[],
  asked: CalendarDate | undefined,
  today: CalendarDate,
): { readonly day: CalendarDate; readonly chosen: boolean } =>
  asked !== undefined && hasAll(claims, FEATURES.customApplicationDate)
    ? { day: asked, chosen: true }
    : { day: today, chosen: false };

import { DEFAULT_IDLE_TIMING } from './idle-session.controller';
import type { IdleSessionTiming } from './idle-session.types';

/**
 * The idle-session timing of spec 4.1, its reminder opening as many seconds before the session's end as
 * the server's page says (`tripx-idle-reminder-seconds`, the server's IDLE_REMINDER_SECONDS), in the
 * staff app and the purchase app alike; the spec's 60 s when the page says nothing usable (the app
 * served by Vite, or a page of an older server).
 */
export const idleTimingOf = (doc: Document): IdleSessionTiming => {
  const content = doc.querySelector('meta[name="tripx-idle-reminder-seconds"]')?.getAttribute('content');
  const seconds = Number(content || Number.NaN);
  return Number.isInteger(seconds) && seconds > 0
    ? { ...DEFAULT_IDLE_TIMING, reminderSeconds: seconds }
    : DEFAULT_IDLE_TIMING;
};

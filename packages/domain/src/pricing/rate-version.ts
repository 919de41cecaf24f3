import type { CalendarDate } from '../shared/calendar-date';
import { fail, fieldError, ok, type Result } from '../shared/result';
import type { QuoteRequestCode } from './pricing.codes';

export interface Versioned {
  readonly effectiveDate: CalendarDate;
}

/**
 * The rate version a quote uses: the pinned one when the request names it (re-rating a sold policy),
 * otherwise the latest whose effective date is on or before `on` (the application date).
 */
export const selectRateVersion = <V extends Versioned>(
  versions: readonly V[],
  on: CalendarDate,
  pinned?: CalendarDate,
): Result<V, QuoteRequestCode> => {
  if (pinned !== undefined) {
    const exact = versions.find((v) => v.effectiveDate === pinned);
    return exact ? ok(exact) : fail([fieldError('ratesVersion', 'ratesVersionUnknown')]);
  }
  let best: V | undefined;
  for (const v of versions) {
    if (v.effectiveDate <= on && (best === undefined || v.effectiveDate > best.effectiveDate)) best = v;
  }
  return best ? ok(best) : fail([fieldError('applicationDate', 'noRatesInForce')]);
};

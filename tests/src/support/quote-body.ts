import { addDays, calendarDateAt } from '@tripx/domain';
import { aQuoteRequest } from '@tripx/domain/test-support';

/** A valid POST /api/quote body for a trip a month from today (the shared domain builder, re-dated). */
export const aQuoteBody = (now = new Date()) => {
  const today = calendarDateAt(now);
  const start = addDays(today, 30);
  return aQuoteRequest({
    applicationDate: today,
    tripInformation: { startDate: start, effectiveDate: start, endDate: addDays(start, 13) },
  });
};

/**
 * Deletes what the quote in progress leaves behind once nobody can use it (issue 16 item 2,
 * privacy): each call is one short statement over at most `limit` rows, so a sweep never holds
 * many rows locked at once. Each answers how many rows it deleted.
 */
export interface QuoteProgressPurge {
  /** Quotes in progress whose session expired at or before `now`, or is gone. */
  deleteStaleForms(now: Date, limit: number): Promise<number>;
  /** Saved quotes (leads) whose resume link expired at or before `now`. */
  deleteExpiredLeads(now: Date, limit: number): Promise<number>;
}

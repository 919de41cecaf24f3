/** Inversify tokens of the quote-form ports (use cases are bound by their class). */
export const QUOTE_FORM_TOKENS = {
  /** QuoteFormRepository: each use case writes one row at a time, so one statement is its transaction. */
  QuoteForms: Symbol.for('tripx.quoteForms.QuoteForms'),
  /** IdSource of lead ids. */
  Ids: Symbol.for('tripx.quoteForms.Ids'),
  /** ClockPort: when a resume link is issued and whether it has expired. */
  Clock: Symbol.for('tripx.quoteForms.Clock'),
  /** ResumeTokens: the signed resume links of saved quotes. */
  ResumeTokens: Symbol.for('tripx.quoteForms.ResumeTokens'),
  /** SavedQuotePricer: a saved quote priced at today's rates. */
  Pricer: Symbol.for('tripx.quoteForms.Pricer'),
  /** QuoteProgressPurge: the periodic deletion of stale quotes in progress and expired leads. */
  Purge: Symbol.for('tripx.quoteForms.Purge'),
} as const;

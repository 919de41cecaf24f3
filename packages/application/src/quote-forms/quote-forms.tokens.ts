/** Inversify tokens of the quote-form ports (use cases are bound by their class). */
export const QUOTE_FORM_TOKENS = {
  /** QuoteFormRepository: each use case writes one row, so one statement is its transaction. */
  QuoteForms: Symbol.for('tripx.quoteForms.QuoteForms'),
  /** IdSource of lead ids. */
  Ids: Symbol.for('tripx.quoteForms.Ids'),
} as const;

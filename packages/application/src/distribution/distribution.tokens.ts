/** Inversify tokens of the distribution ports (use cases are bound by their class). */
export const DISTRIBUTION_TOKENS = {
  /** DistributionTransactions: the stores and the transaction boundary. */
  Transactions: Symbol.for('tripx.distribution.Transactions'),
  /** IdSource. */
  Ids: Symbol.for('tripx.distribution.Ids'),
  /** HtmlSanitizer of contract content. */
  HtmlSanitizer: Symbol.for('tripx.distribution.HtmlSanitizer'),
} as const;

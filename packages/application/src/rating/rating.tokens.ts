/** Inversify tokens of the rating ports (use cases are bound by their class). */
export const RATING_TOKENS = {
  RateCatalogue: Symbol.for('tripx.rating.RateCatalogue'),
  Clock: Symbol.for('tripx.rating.Clock'),
  QuoteReferences: Symbol.for('tripx.rating.QuoteReferences'),
  /** The agents' licences (an agent quotes only where licensed); absent in the CLI. */
  Licences: Symbol.for('tripx.rating.Licences'),
} as const;

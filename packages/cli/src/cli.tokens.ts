/** Inversify tokens of the CLI's own services (use cases are bound by class, ports by RATING_TOKENS). */
export const CLI_TOKENS = {
  Io: Symbol.for('tripx.cli.Io'),
} as const;

/** Inversify tokens of the server's container. */
export const TOKENS = {
  config: Symbol.for('tripx.server.config'),
  database: Symbol.for('tripx.server.database'),
  httpDeps: Symbol.for('tripx.server.httpDeps'),
} as const;

/** Inversify tokens of the session ports (use cases are bound by their class). */
export const SESSION_TOKENS = {
  /** SessionRepository (sessions live in the database, shared by every instance). */
  Sessions: Symbol.for('tripx.session.Sessions'),
  /** SessionSettings: the clock and the session's time to live. */
  Settings: Symbol.for('tripx.session.Settings'),
} as const;

/** How long a session lives after its last sign of life, by the server's clock. */
export interface SessionSettings {
  readonly ttlSeconds: number;
  now(): Date;
}

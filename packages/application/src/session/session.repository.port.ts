import type { Language } from '@tripx/domain';
import type { Session } from './session';

export interface StartSession {
  readonly now: Date;
  readonly ttlSeconds: number;
  readonly organizationCode: string | null;
  readonly language: Language;
}

/** Sessions live in the database so that every server instance sees the same ones. */
export interface SessionRepository {
  start(input: StartSession): Promise<Session>;
  /** The session, or undefined when unknown or expired at `now`. */
  find(token: string, now: Date): Promise<Session | undefined>;
  /** Pushes the expiry to now + ttl; undefined when the session is already gone. */
  extend(token: string, now: Date, ttlSeconds: number): Promise<Date | undefined>;
  end(token: string): Promise<void>;
  /**
   * Binds a user to the session under a NEW token (the old one stops working: no fixation).
   * Only sign-in calls this; there is no HTTP route to it until the sign-in issue adds OIDC.
   */
  signIn(token: string, profileRef: string, now: Date, ttlSeconds: number): Promise<Session | undefined>;
  /**
   * Deletes at most `limit` sessions expired at or before `now` and answers how many (housekeeping:
   * expiry is enforced on every read anyway). One short statement, for the periodic purge.
   */
  purgeExpired(now: Date, limit: number): Promise<number>;
}

import type { Session, SessionUser } from '@tripx/application';

/** A bounded map whose entries are forgotten `ttlMs` after they were set (oldest first when full). */
class Recent<V> {
  readonly #entries = new Map<string, { readonly value: V; readonly at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now: Date): V | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (now.getTime() - hit.at > this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, now: Date): void {
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, at: now.getTime() });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops every entry whose value matches (a walk over at most `maxEntries`, on rare admin writes). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, hit] of this.#entries) if (matches(hit.value)) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * Sessions recently read, by token (a hit skips hashing the token as well as the query). Only for
 * the embedded PGlite, which one process owns alone: every write to a session goes through this
 * process's repositories, which update or drop the entry, so the cache cannot go stale.
 */
export class SessionCache extends Recent<Session> {
  /** Reads of the database under way, by token: the requests that miss meanwhile wait for the same one. */
  readonly #reads = new Map<string, Promise<Session | undefined>>();

  constructor(ttlMs = 10_000, maxEntries = 10_000) {
    super(ttlMs, maxEntries);
  }

  /**
   * The session of `token` from `load` (the database), cached. Concurrent misses of one token share
   * one read: when an entry's time to live ends under load, the fifty requests in flight on that
   * session wait for one query instead of each sending its own (and queueing behind the others). A
   * write to the session while its read is under way (`delete`) keeps that read's answer out of the
   * cache. Each caller gets the session only while it has not expired at its own `now`.
   */
  async read(
    token: string,
    now: Date,
    load: () => Promise<Session | undefined>,
  ): Promise<Session | undefined> {
    let pending = this.#reads.get(token);
    if (!pending) {
      const read = load().then(
        (session) => {
          if (this.#reads.get(token) === read) {
            this.#reads.delete(token);
            if (session) this.set(token, session, now);
          }
          return session;
        },
        (e: unknown) => {
          if (this.#reads.get(token) === read) this.#reads.delete(token);
          throw e;
        },
      );
      this.#reads.set(token, read);
      pending = read;
    }
    const session = await pending;
    return session && session.expiresAt > now ? session : undefined;
  }

  override delete(token: string): void {
    this.#reads.delete(token);
    super.delete(token);
  }

  override deleteWhere(matches: (value: Session) => boolean): void {
    this.#reads.clear();
    super.deleteWhere(matches);
  }

  override clear(): void {
    this.#reads.clear();
    super.clear();
  }

  override get(token: string, now: Date): Session | undefined {
    const session = super.get(token, now);
    if (session && session.expiresAt <= now) {
      this.delete(token);
      return undefined;
    }
    return session;
  }

  /** A user's sessions are read again after a change of their profile (role, status, organizations). */
  forgetUser(profileRef: string): void {
    this.deleteWhere((session) => session.user?.profileRef === profileRef);
  }
}

/**
 * Signed-in users recently loaded, by profile reference: on PostgreSQL, where several instances
 * share the sessions and nothing about a session itself is cached (a sign-out on one instance holds
 * at once on every other), a session's user (role, claims, organizations) is read at most once a
 * second instead of with three queries on every request. A change of role therefore holds within a
 * second on every instance (at once on the one making it); an account made inactive loses its
 * sessions at once (their rows are deleted).
 */
export class UserCache extends Recent<SessionUser> {
  constructor(ttlMs = 1_000, maxEntries = 1_000) {
    super(ttlMs, maxEntries);
  }
}

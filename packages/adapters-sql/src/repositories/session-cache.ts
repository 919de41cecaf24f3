import type { Session } from '@tripx/application';

/**
 * Sessions recently read, by token (a hit skips hashing the token as well as the query). Only for
 * the embedded PGlite, which one process owns alone: every write to a session goes through this
 * process's repositories, which update or drop the entry, so the cache cannot go stale. On
 * PostgreSQL (several instances) nothing is cached.
 */
export class SessionCache {
  readonly #entries = new Map<string, { readonly session: Session; readonly at: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now: Date): Session | undefined {
    const hit = this.#entries.get(token);
    if (!hit) return undefined;
    if (now.getTime() - hit.at > this.ttlMs || hit.session.expiresAt <= now) {
      this.#entries.delete(token);
      return undefined;
    }
    return hit.session;
  }

  set(token: string, session: Session, now: Date): void {
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, { session, at: now.getTime() });
  }

  delete(token: string): void {
    this.#entries.delete(token);
  }

  clear(): void {
    this.#entries.clear();
  }
}

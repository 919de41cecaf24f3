import type { Session } from '@tripx/application';

/**
 * Sessions recently read, by token hash. Only for the embedded PGlite, which one process owns
 * alone: every write to a session goes through this process's repositories, which update or drop
 * the entry, so the cache cannot go stale. On PostgreSQL (several instances) nothing is cached.
 */
export class SessionCache {
  readonly #entries = new Map<string, { readonly session: Session; readonly at: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(hash: string, now: Date): Session | undefined {
    const hit = this.#entries.get(hash);
    if (!hit) return undefined;
    if (now.getTime() - hit.at > this.ttlMs || hit.session.expiresAt <= now) {
      this.#entries.delete(hash);
      return undefined;
    }
    return hit.session;
  }

  set(hash: string, session: Session, now: Date): void {
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(hash, { session, at: now.getTime() });
  }

  delete(hash: string): void {
    this.#entries.delete(hash);
  }

  clear(): void {
    this.#entries.clear();
  }
}

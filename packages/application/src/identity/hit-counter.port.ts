/** The hits of one key in its open window. */
export interface HitWindow {
  readonly count: number;
  readonly endsAt: Date;
  readonly lastAt: Date;
}

/**
 * Hits counted per key in fixed windows and shared by every server instance (in the database, or in
 * Redis when REDIS_URL is set): rate limits and sign-in throttling count with it, so a client
 * cannot multiply its allowance by the number of instances behind the balancer.
 */
export interface HitCounter {
  /** Adds a hit at `now`: a window of `windowMs` opens with the first hit, a new one once it has ended. */
  hit(key: string, now: Date, windowMs: number): Promise<HitWindow>;
  /** The open window of `key` at `now`, if any; counts nothing. */
  peek(key: string, now: Date): Promise<HitWindow | undefined>;
  clear(key: string): Promise<void>;
}

import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { HitCounter, HitWindow } from '@tripx/application';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over a HitCounter shared by every instance (the database,
 * or Redis): a client's allowance is the same whichever instance the balancer picks. The plugin
 * makes one with `new Store(options)`, then a child per route (its own key prefix).
 */
export const sharedRateLimitStore = (counter: HitCounter, now: () => Date): FastifyRateLimitStoreCtor =>
  class SharedRateLimitStore {
    readonly prefix: string;

    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate:';
    }

    #answer(at: Date, pending: Promise<HitWindow | undefined>, answer: Answer): void {
      pending.then(
        (w) =>
          answer(null, {
            current: w?.count ?? 0,
            ttl: w ? Math.max(0, w.endsAt.getTime() - at.getTime()) : 0,
          }),
        (e: unknown) => answer(e instanceof Error ? e : new Error(String(e))),
      );
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const at = now();
      this.#answer(at, counter.hit(this.prefix + key, at, timeWindow), answer);
    }

    read(key: string, answer: Answer): void {
      const at = now();
      this.#answer(at, counter.peek(this.prefix + key, at), answer);
    }

    /**
     * The plugin passes the route's merged options, its route under `routeInfo` (typed loosely
     * upstream); a limiter made with `createRateLimit` has no route, its keys name what they count.
     */
    child(options: unknown) {
      const route = (
        options as { readonly routeInfo?: { readonly method?: unknown; readonly url?: unknown } }
      ).routeInfo;
      if (route?.method === undefined) return new SharedRateLimitStore(this.prefix);
      return new SharedRateLimitStore(`${this.prefix}${String(route.method)} ${String(route.url)}:`);
    }
  };

import { Duration, Effect, Schedule } from 'effect';
import { paymentUnavailable, type PaymentUnavailable } from './payment.errors';

/** How long a provider call may take, and how often one that found the provider unreachable is tried again. */
export interface ProviderCallPolicy {
  readonly timeoutMs: number;
  /** First pause before a retry; each next one doubles (with jitter). */
  readonly baseDelayMs: number;
  readonly retries: number;
}

export const DEFAULT_PROVIDER_CALLS: ProviderCallPolicy = { timeoutMs: 10_000, baseDelayMs: 100, retries: 3 };

/**
 * A payment provider call bounded in time, and retried (exponential, jittered, bounded) while the
 * provider is unavailable. Only for calls that are safe to repeat: a charge or a refund under the
 * same idempotency key (a replay returns the first result), a reversal (keyed by its charge), a read.
 * A call that timed out counts as unavailable: the same key retried learns what became of it.
 */
export const providerCall = <A, E extends { readonly _tag: string }>(
  call: () => Effect.Effect<A, E>,
  policy: ProviderCallPolicy = DEFAULT_PROVIDER_CALLS,
): Effect.Effect<A, E | PaymentUnavailable> =>
  // Asked anew on each try (a port may start its work when called, not when run).
  Effect.suspend(call).pipe(
    Effect.timeoutFail({
      duration: Duration.millis(policy.timeoutMs),
      onTimeout: () => paymentUnavailable(`no answer within ${policy.timeoutMs} ms`),
    }),
    Effect.retry({
      schedule: Schedule.exponential(Duration.millis(policy.baseDelayMs)).pipe(
        Schedule.jittered,
        Schedule.intersect(Schedule.recurs(policy.retries)),
      ),
      while: (e: E | PaymentUnavailable) => e._tag === 'PaymentUnavailable',
    }),
  );

import { Duration, Effect, Schedule } from 'effect';

/** How long one provider call may take, and how often an unanswered one is tried again at once. */
export interface ProviderCallOptions {
  readonly callTimeoutMs: number;
  readonly quickRetries: number;
  readonly quickRetryDelayMs: number;
}

/** Marks a call the provider did not answer in time; the same idempotency key may be tried again. */
export interface ProviderTimeout {
  readonly _tag: 'Timeout';
  readonly code: 'paymentTimeout';
}

/** Failures the provider may still answer for: retrying under the same key replays, never moves twice. */
const UNANSWERED = new Set(['PaymentUnavailable', 'Timeout']);
export const isUnanswered = (e: { readonly _tag: string }): boolean => UNANSWERED.has(e._tag);

/**
 * One provider call (charge, refund, look-up) under our idempotency key: bounded by a timeout, and
 * retried a few times with a jittered exponential backoff while the provider has not answered.
 * A refusal (a declined card) is never retried.
 */
export const providerCall = <A, E extends { readonly _tag: string }>(
  call: Effect.Effect<A, E>,
  options: ProviderCallOptions,
): Effect.Effect<A, E | ProviderTimeout> =>
  call.pipe(
    Effect.timeoutFail({
      duration: Duration.millis(options.callTimeoutMs),
      onTimeout: (): ProviderTimeout => ({ _tag: 'Timeout', code: 'paymentTimeout' }),
    }),
    Effect.retry({
      schedule: Schedule.exponential(Duration.millis(options.quickRetryDelayMs)).pipe(Schedule.jittered),
      times: options.quickRetries,
      while: isUnanswered,
    }),
  );

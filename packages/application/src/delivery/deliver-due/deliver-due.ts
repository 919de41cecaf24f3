import { Duration, Effect, Either, Schedule } from 'effect';
import { DEFAULT_RETRY_POLICY, retryAt, type RetryPolicy } from '../backoff-schedule';
import type { DeliveryDeps } from '../delivery.deps';
import {
  deliveryFailure,
  storeUnavailable,
  type DeliveryFailure,
  type DeliveryStoreUnavailable,
} from '../delivery.errors';
import type { AttemptOutcome, OutboxMessage } from '../outbox.port';
import { composeMessage, PERMANENT_DELIVERY_CODES } from './compose-message';

export interface DeliverDueOptions {
  /** Messages claimed per step. */
  readonly batchSize: number;
  /** Messages sent at once within a step. */
  readonly concurrency: number;
  readonly sendTimeoutMs: number;
  /** How long a claim holds a message; longer than rendering plus the send timeout, so no two workers overlap. */
  readonly leaseMs: number;
  readonly retry: RetryPolicy;
  /** Pause before retrying a failed write of an attempt (a short database hiccup). */
  readonly recordRetryDelayMs: number;
  /** Told when an attempt could not be recorded (the lease runs out and the message is tried again). */
  readonly onUnrecorded?: (messageId: string, problem: DeliveryStoreUnavailable) => void;
}

export const DEFAULT_DELIVER_OPTIONS: DeliverDueOptions = {
  batchSize: 20,
  concurrency: 4,
  sendTimeoutMs: 30_000,
  leaseMs: 5 * 60_000,
  retry: DEFAULT_RETRY_POLICY,
  recordRetryDelayMs: 50,
};

export type AttemptResult = 'SENT' | 'RETRY_LATER' | 'GAVE_UP' | 'ALREADY_SETTLED' | 'UNRECORDED';

export interface DeliverySummary {
  readonly claimed: number;
  readonly results: Readonly<Record<AttemptResult, number>>;
}

type Deps = Pick<DeliveryDeps, 'mailer' | 'templates' | 'document' | 'views' | 'now' | 'newId'> & {
  readonly outbox: Pick<DeliveryDeps['outbox'], 'claimDue' | 'recordAttempt'>;
};

const sendOnce = (deps: Deps, options: DeliverDueOptions, message: OutboxMessage) =>
  composeMessage(deps, message).pipe(
    Effect.flatMap((mail) =>
      Effect.tryPromise({
        try: () => deps.mailer.send(mail),
        catch: (cause) => deliveryFailure('deliverySendFailed', cause),
      }).pipe(
        Effect.timeoutFail({
          duration: Duration.millis(options.sendTimeoutMs),
          onTimeout: (): DeliveryFailure =>
            deliveryFailure('deliverySendTimeout', `no answer within ${options.sendTimeoutMs} ms`),
        }),
      ),
    ),
    Effect.either,
  );

const outcomeOf = (
  deps: Deps,
  options: DeliverDueOptions,
  message: OutboxMessage,
  sent: Either.Either<unknown, DeliveryFailure>,
): AttemptOutcome => {
  const at = deps.now();
  if (Either.isRight(sent)) {
    return {
      id: deps.newId(),
      at: at.toISOString(),
      status: 'SENT',
      errorCode: null,
      error: null,
      retryAt: null,
    };
  }
  const failure = sent.left;
  const attempt = message.attempts + 1;
  return {
    id: deps.newId(),
    at: at.toISOString(),
    status: 'FAILED',
    errorCode: failure.code,
    error: failure.detail,
    retryAt: PERMANENT_DELIVERY_CODES.has(failure.code)
      ? null
      : retryAt(at, attempt, message.maxAttempts, options.retry),
  };
};

const resultOf = (outcome: AttemptOutcome): AttemptResult =>
  outcome.status === 'SENT' ? 'SENT' : outcome.retryAt === null ? 'GAVE_UP' : 'RETRY_LATER';

/** One claimed message: compose, send with a timeout, and record the attempt as a history row. */
const deliverOne = (deps: Deps, options: DeliverDueOptions, message: OutboxMessage) =>
  sendOnce(deps, options, message).pipe(
    Effect.map((sent) => outcomeOf(deps, options, message, sent)),
    Effect.flatMap((outcome) =>
      Effect.tryPromise({
        try: () => deps.outbox.recordAttempt(message.id, outcome),
        catch: storeUnavailable,
      }).pipe(
        Effect.retry(
          Schedule.exponential(Duration.millis(options.recordRetryDelayMs)).pipe(
            Schedule.intersect(Schedule.recurs(3)),
          ),
        ),
        Effect.map((row): AttemptResult => (row === undefined ? 'ALREADY_SETTLED' : resultOf(outcome))),
        Effect.catchAll((problem) =>
          Effect.sync((): AttemptResult => {
            options.onUnrecorded?.(message.id, problem);
            return 'UNRECORDED';
          }),
        ),
      ),
    ),
  );

/**
 * One step of the delivery worker: claims the messages that are due, sends them and records every
 * attempt. A failure is retried by a later step after an exponential backoff, until maxAttempts; a message
 * recorded SENT is never claimed again. Fails only when the outbox cannot be read.
 */
export const deliverDue = (
  deps: Deps,
  options: DeliverDueOptions = DEFAULT_DELIVER_OPTIONS,
): Effect.Effect<DeliverySummary, DeliveryStoreUnavailable> =>
  Effect.tryPromise({
    try: () => deps.outbox.claimDue(deps.now().toISOString(), options.batchSize, options.leaseMs),
    catch: storeUnavailable,
  }).pipe(
    Effect.flatMap((claimed) =>
      Effect.forEach(claimed, (m) => deliverOne(deps, options, m), { concurrency: options.concurrency }).pipe(
        Effect.map((results) => ({
          claimed: claimed.length,
          results: {
            SENT: results.filter((r) => r === 'SENT').length,
            RETRY_LATER: results.filter((r) => r === 'RETRY_LATER').length,
            GAVE_UP: results.filter((r) => r === 'GAVE_UP').length,
            ALREADY_SETTLED: results.filter((r) => r === 'ALREADY_SETTLED').length,
            UNRECORDED: results.filter((r) => r === 'UNRECORDED').length,
          },
        })),
      ),
    ),
  );

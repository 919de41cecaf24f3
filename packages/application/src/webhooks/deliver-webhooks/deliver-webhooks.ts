import 'reflect-metadata';
import { Duration, Effect, Either, Schedule } from 'effect';
import { inject, injectable } from 'inversify';
import { retryAt, type RetryPolicy } from '../../delivery/backoff-schedule';
import { MAX_ERROR_DETAIL } from '../../delivery/delivery.errors';
import { WEBHOOK_RETRY_POLICY } from '../webhook-schedule';
import { WebhookPorts, type WebhookDeps } from '../webhooks.deps';
import { WebhookStoreUnavailable } from '../webhooks.errors';
import type { DueWebhook, WebhookAttemptOutcome } from '../webhooks.ports';

export interface DeliverWebhooksOptions {
  /** Events fanned out, and deliveries claimed, per step. */
  readonly batchSize: number;
  /** Deliveries sent at once within a step. */
  readonly concurrency: number;
  readonly sendTimeoutMs: number;
  /** How long a claim holds a delivery: longer than the send timeout, so no two workers overlap. */
  readonly leaseMs: number;
  readonly retry: RetryPolicy;
}

export const DEFAULT_WEBHOOK_OPTIONS: DeliverWebhooksOptions = {
  batchSize: 20,
  concurrency: 4,
  sendTimeoutMs: 15_000,
  leaseMs: 60_000,
  retry: WEBHOOK_RETRY_POLICY,
};

export interface WebhookStepSummary {
  readonly fannedOut: number;
  readonly claimed: number;
  readonly sent: number;
  readonly retrying: number;
  readonly failed: number;
  /** Attempts another worker had settled first (nothing written). */
  readonly settled: number;
}

const unavailable = (cause: unknown) =>
  new WebhookStoreUnavailable({ code: 'unavailable', detail: String(cause).slice(0, MAX_ERROR_DETAIL) });

const describe = (cause: unknown): string =>
  (cause instanceof Error ? cause.message || cause.name : String(cause)).slice(0, MAX_ERROR_DETAIL);

/** One POST of a leased delivery, and the attempt as it will be recorded. */
const attemptOf = (deps: WebhookDeps, options: DeliverWebhooksOptions, due: DueWebhook) => {
  const started = deps.elapsedMs();
  return Effect.tryPromise(() =>
    deps.sender.send({
      url: due.url,
      secret: due.secret,
      id: due.payload.id,
      body: JSON.stringify(due.payload),
      timeoutMs: options.sendTimeoutMs,
    }),
  ).pipe(
    Effect.either,
    Effect.map((answer): WebhookAttemptOutcome => {
      const at = deps.now();
      const durationMs = Math.max(0, Math.round(deps.elapsedMs() - started));
      const statusCode = Either.isRight(answer) ? answer.right.statusCode : null;
      const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
      const attempt = due.delivery.attempts + 1;
      return {
        id: deps.newId(),
        at: at.toISOString(),
        statusCode,
        durationMs,
        error: Either.isLeft(answer) ? describe(answer.left.error) : ok ? null : `HTTP ${String(statusCode)}`,
        status: ok ? 'SENT' : 'FAILED',
        retryAt: ok ? null : retryAt(at, attempt, due.delivery.maxAttempts, options.retry),
      };
    }),
  );
};

const deliverOne = (deps: WebhookDeps, options: DeliverWebhooksOptions, due: DueWebhook) =>
  attemptOf(deps, options, due).pipe(
    Effect.flatMap((outcome) =>
      Effect.tryPromise(() => deps.store.recordAttempt(due.delivery.id, outcome)).pipe(
        Effect.map((r) =>
          r === 'settled'
            ? ('settled' as const)
            : outcome.status === 'SENT'
              ? ('sent' as const)
              : outcome.retryAt
                ? ('retrying' as const)
                : ('failed' as const),
        ),
        // Not recorded: the lease runs out and the delivery is sent again (at least once).
        Effect.orElseSucceed(() => 'settled' as const),
      ),
    ),
  );

/**
 * One step of the webhook worker: released events become deliveries (one per subscribed
 * endpoint), then the due deliveries are leased, POSTed signed and their attempts recorded. A
 * failure is tried again on the backoff schedule until its last attempt. Fails only when the
 * store cannot be read.
 */
export const deliverWebhooks = (
  deps: WebhookDeps,
  options: DeliverWebhooksOptions = DEFAULT_WEBHOOK_OPTIONS,
): Effect.Effect<WebhookStepSummary, WebhookStoreUnavailable> =>
  Effect.gen(function* () {
    const now = deps.now().toISOString();
    const fannedOut = yield* Effect.tryPromise({
      try: () => deps.store.fanOut(now, options.batchSize, options.retry.maxAttempts),
      catch: unavailable,
    });
    const due = yield* Effect.tryPromise({
      try: () => deps.store.claimDue(now, options.batchSize, options.leaseMs),
      catch: unavailable,
    });
    const results = yield* Effect.forEach(due, (d) => deliverOne(deps, options, d), {
      concurrency: options.concurrency,
    });
    const count = (r: (typeof results)[number]) => results.filter((x) => x === r).length;
    return {
      fannedOut,
      claimed: due.length,
      sent: count('sent'),
      retrying: count('retrying'),
      failed: count('failed'),
      settled: count('settled'),
    };
  });

/** Steps until one finds nothing more to do now (the backlog that is due is drained). */
export const drainWebhooks = (
  deps: WebhookDeps,
  options: DeliverWebhooksOptions = DEFAULT_WEBHOOK_OPTIONS,
): Effect.Effect<readonly WebhookStepSummary[], WebhookStoreUnavailable> =>
  Effect.iterate(
    { steps: [] as WebhookStepSummary[], more: true },
    {
      while: (s) => s.more,
      body: (s) =>
        deliverWebhooks(deps, options).pipe(
          Effect.map((step) => ({
            steps: [...s.steps, step],
            // Fresh deliveries are claimed by the next step; a full batch may have more behind it.
            more: step.fannedOut > 0 || step.claimed >= options.batchSize,
          })),
        ),
    },
  ).pipe(Effect.map((s) => s.steps));

export interface WebhookWorkerOptions extends DeliverWebhooksOptions {
  /** Pause between drains. */
  readonly intervalMs: number;
  readonly onStoreError?: (problem: WebhookStoreUnavailable) => void;
}

/** The worker, run by the server until interrupted, and its drain for a test or the start-up pass. */
@injectable()
export class WebhookWorkerUseCase {
  constructor(@inject(WebhookPorts) private readonly deps: WebhookDeps) {}

  drain(options: DeliverWebhooksOptions = DEFAULT_WEBHOOK_OPTIONS) {
    return drainWebhooks(this.deps, options);
  }

  worker(options: WebhookWorkerOptions): Effect.Effect<void> {
    return drainWebhooks(this.deps, options).pipe(
      Effect.catchAll((problem) => Effect.sync(() => options.onStoreError?.(problem))),
      Effect.repeat(Schedule.spaced(Duration.millis(options.intervalMs))),
      Effect.asVoid,
    );
  }
}

import { Duration, Effect, Fiber, Schedule } from 'effect';
import type { DeliveryStoreUnavailable } from '../delivery.errors';
import { deliverDue, type DeliverDueOptions, type DeliverySummary } from '../deliver-due/deliver-due';

export interface DeliveryWorkerOptions extends DeliverDueOptions {
  /** Pause between steps once the outbox has nothing more due. */
  readonly intervalMs: number;
  readonly onStep?: (summary: DeliverySummary) => void;
  readonly onStoreError?: (problem: DeliveryStoreUnavailable) => void;
}

type Deps = Parameters<typeof deliverDue>[0];

/** Steps until a step claims less than a full batch (the backlog is drained), never failing. */
const drain = (deps: Deps, options: DeliveryWorkerOptions) =>
  deliverDue(deps, options).pipe(
    Effect.tap((summary) => Effect.sync(() => options.onStep?.(summary))),
    Effect.catchAll((problem) =>
      Effect.sync((): DeliverySummary | undefined => {
        options.onStoreError?.(problem);
        return undefined;
      }),
    ),
    Effect.repeat({ until: (summary) => summary === undefined || summary.claimed < options.batchSize }),
  );

/** The worker as an Effect that runs until interrupted: drain, wait intervalMs, again. */
export const deliveryWorker = (deps: Deps, options: DeliveryWorkerOptions): Effect.Effect<void> =>
  drain(deps, options).pipe(
    Effect.repeat(Schedule.spaced(Duration.millis(options.intervalMs))),
    Effect.asVoid,
  );

/** Starts the worker in the background of the process; stop() interrupts it and waits for it to end. */
export const startDeliveryWorker = (
  deps: Deps,
  options: DeliveryWorkerOptions,
): { readonly stop: () => Promise<void> } => {
  const fiber = Effect.runFork(deliveryWorker(deps, options));
  return { stop: () => Effect.runPromise(Fiber.interrupt(fiber)).then(() => undefined) };
};

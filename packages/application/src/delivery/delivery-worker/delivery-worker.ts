import 'reflect-metadata';
import { Duration, Effect, Schedule } from 'effect';
import { inject, injectable } from 'inversify';
import { DeliveryPorts } from '../delivery.ports';
import type { DeliveryStoreUnavailable } from '../delivery.errors';
import { deliverDue, type DeliverDueOptions, type DeliverySummary } from '../deliver-due/deliver-due';

export interface DeliveryWorkerOptions extends DeliverDueOptions {
  /** Pause between steps once the outbox has nothing more due. */
  readonly intervalMs: number;
  readonly onStep?: (summary: DeliverySummary) => void;
  readonly onStoreError?: (problem: DeliveryStoreUnavailable) => void;
}

type Deps = Parameters<typeof deliverDue>[0];

/** What one drain needs: the worker's options without its pause. */
export type DeliveryDrainOptions = Omit<DeliveryWorkerOptions, 'intervalMs'>;

/** Steps until a step claims less than a full batch (the backlog is drained), never failing. */
export const drainOutbox = (deps: Deps, options: DeliveryDrainOptions) =>
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
  drainOutbox(deps, options).pipe(
    Effect.repeat(Schedule.spaced(Duration.millis(options.intervalMs))),
    Effect.asVoid,
  );

/** The worker as the container gives it; the server forks it and interrupts it on close. */
@injectable()
export class DeliveryWorkerUseCase {
  constructor(@inject(DeliveryPorts) private readonly deps: DeliveryPorts) {}

  worker(options: DeliveryWorkerOptions): Effect.Effect<void> {
    return deliveryWorker(this.deps, options);
  }

  /** One drain, now: everything due is delivered (or rescheduled) when it ends. */
  drain(options: DeliveryDrainOptions): Effect.Effect<void> {
    return drainOutbox(this.deps, options).pipe(Effect.asVoid);
  }
}

import {
  DEFAULT_DELIVER_OPTIONS,
  type DeliveryWorkerOptions,
  type DeliveryWorkerUseCase,
} from '@tripx/application';
import { Effect, Fiber } from 'effect';

/**
 * Forks the delivery worker in the background of the process (it runs until interrupted);
 * stop() interrupts it and waits for it to end.
 */
export const startDeliveryWorker = (
  worker: DeliveryWorkerUseCase,
  options: Omit<DeliveryWorkerOptions, keyof typeof DEFAULT_DELIVER_OPTIONS> & Partial<DeliveryWorkerOptions>,
): { readonly stop: () => Promise<void> } => {
  const fiber = Effect.runFork(worker.worker({ ...DEFAULT_DELIVER_OPTIONS, ...options }));
  return { stop: () => Effect.runPromise(Fiber.interrupt(fiber)).then(() => undefined) };
};

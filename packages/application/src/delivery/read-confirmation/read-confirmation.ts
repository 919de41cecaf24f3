import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { ConfirmationView } from '../confirmation-view';
import type { DeliveryDeps } from '../delivery.deps';
import {
  deliveryFailure,
  storeUnavailable,
  type DeliveryFailure,
  type DeliveryStoreUnavailable,
} from '../delivery.errors';
import { DeliveryPorts } from '../delivery.ports';

/**
 * What the confirmation shows of the booking that holds `policyNumber` (every policy of its purchase),
 * for a caller the edge let read it (the session that bought it, or staff within their scope).
 */
export const readConfirmation = (
  deps: Pick<DeliveryDeps, 'views'>,
  policyNumber: string,
): Effect.Effect<ConfirmationView, DeliveryFailure | DeliveryStoreUnavailable> =>
  Effect.tryPromise({ try: () => deps.views.confirmationView(policyNumber), catch: storeUnavailable }).pipe(
    Effect.flatMap((view) =>
      view === undefined
        ? Effect.fail(deliveryFailure('deliveryPolicyNotFound', policyNumber))
        : Effect.succeed(view),
    ),
  );

@injectable()
export class ReadConfirmationUseCase {
  constructor(@inject(DeliveryPorts) private readonly deps: DeliveryPorts) {}

  execute(policyNumber: string): Effect.Effect<ConfirmationView, DeliveryFailure | DeliveryStoreUnavailable> {
    return readConfirmation(this.deps, policyNumber);
  }
}

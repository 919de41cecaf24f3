import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import { DeliveryPorts } from '../delivery.ports';
import { Effect } from 'effect';
import type { DeliveryDeps } from '../delivery.deps';
import {
  deliveryFailure,
  storeUnavailable,
  type DeliveryFailure,
  type DeliveryStoreUnavailable,
} from '../delivery.errors';
import type { OutboxMessage } from '../outbox.port';
import { enqueueConfirmation } from '../enqueue-confirmation/enqueue-confirmation';

export interface ResendConfirmationInput {
  readonly policyNumber: string;
  /** Another address given by staff; the policy's contact e-mail otherwise. */
  readonly recipient?: string | null;
}

export type ResendFailure = DeliveryFailure | DeliveryStoreUnavailable;

/** `/confirmation/resend`: a new outbox message, so the history shows a new delivery next to the old ones. */
export const resendConfirmation = (
  deps: Pick<DeliveryDeps, 'now' | 'newId' | 'views'> & {
    readonly outbox: Pick<DeliveryDeps['outbox'], 'enqueue'>;
  },
  input: ResendConfirmationInput,
): Effect.Effect<OutboxMessage, ResendFailure> =>
  Effect.tryPromise({
    try: () => deps.views.confirmationView(input.policyNumber),
    catch: storeUnavailable,
  }).pipe(
    Effect.flatMap((view) =>
      view === undefined
        ? Effect.fail(deliveryFailure('deliveryPolicyNotFound', input.policyNumber))
        : enqueueConfirmation(deps, {
            policyNumber: input.policyNumber,
            recipient: input.recipient?.trim() ? input.recipient : view.contact.email,
            policy: {
              language: view.policyLanguage,
              provinceOfResidence: view.provinceOfResidence,
              bill96Consent: view.bill96Consent,
            },
          }),
    ),
  );

/** The confirmation queued again, as the container gives it. */
@injectable()
export class ResendConfirmationUseCase {
  constructor(@inject(DeliveryPorts) private readonly deps: DeliveryPorts) {}

  execute(input: ResendConfirmationInput): Effect.Effect<OutboxMessage, ResendFailure> {
    return resendConfirmation(this.deps, input);
  }
}

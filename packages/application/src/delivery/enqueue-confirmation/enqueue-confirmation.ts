import { documentLanguage, type DocumentLanguageInput } from '@tripx/domain';
import { Effect } from 'effect';
import { DEFAULT_RETRY_POLICY } from '../backoff-schedule';
import type { DeliveryDeps } from '../delivery.deps';
import {
  deliveryFailure,
  storeUnavailable,
  type DeliveryFailure,
  type DeliveryStoreUnavailable,
} from '../delivery.errors';
import type { OutboxMessage } from '../outbox.port';

export interface EnqueueConfirmationInput {
  readonly policyNumber: string;
  readonly recipient: string | null | undefined;
  /** The policy's language facts: the document language is decided now (Bill 96) and kept on the row. */
  readonly policy: DocumentLanguageInput;
  readonly maxAttempts?: number;
}

/** A plausible address: one @ with text on both sides, no spaces (the contact was validated at purchase). */
export const isDeliverableAddress = (email: unknown): email is string =>
  typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email.trim());

/**
 * Queues the confirmation e-mail of a policy. Only a small row is written (in the purchase transaction
 * when the store shares it); the worker renders the PDF and sends it later.
 */
export const enqueueConfirmation = (
  deps: Pick<DeliveryDeps, 'now' | 'newId'> & { readonly outbox: Pick<DeliveryDeps['outbox'], 'enqueue'> },
  input: EnqueueConfirmationInput,
): Effect.Effect<OutboxMessage, DeliveryFailure | DeliveryStoreUnavailable> => {
  if (!isDeliverableAddress(input.recipient)) {
    return Effect.fail(deliveryFailure('deliveryRecipientMissing', input.policyNumber));
  }
  const recipient = input.recipient.trim();
  return Effect.tryPromise({
    try: () =>
      deps.outbox.enqueue({
        id: deps.newId(),
        payload: { kind: 'CONFIRMATION', policyNumber: input.policyNumber },
        recipient,
        language: documentLanguage(input.policy),
        policyNumber: input.policyNumber,
        maxAttempts: input.maxAttempts ?? DEFAULT_RETRY_POLICY.maxAttempts,
        createdAt: deps.now().toISOString(),
      }),
    catch: storeUnavailable,
  });
};

import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import { DeliveryPorts } from '../delivery.ports';
import type { CalendarDate, Language } from '@tripx/domain';
import { Effect } from 'effect';
import { DEFAULT_RETRY_POLICY } from '../backoff-schedule';
import type { DeliveryDeps } from '../delivery.deps';
import {
  deliveryFailure,
  storeUnavailable,
  type DeliveryFailure,
  type DeliveryStoreUnavailable,
} from '../delivery.errors';
import { isDeliverableAddress } from '../enqueue-confirmation/enqueue-confirmation';
import type { OutboxMessage } from '../outbox.port';

export interface SavedQuoteLead {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly tripStartDate: CalendarDate | null;
  readonly language: Language;
  /** When its resume link stops working (ISO instant). */
  readonly expiresAt: string;
}

/** Only absolute http(s) links go into an e-mail: anything else could be a script or a phishing trick. */
export const isQuoteLink = (link: unknown): link is string => {
  if (typeof link !== 'string') return false;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Remerchandise (a lead's saved quote): queues the saved-quote e-mail with a link that reopens it. */
export const enqueueSavedQuote = (
  deps: Pick<DeliveryDeps, 'now' | 'newId'> & { readonly outbox: Pick<DeliveryDeps['outbox'], 'enqueue'> },
  input: { readonly lead: SavedQuoteLead; readonly quoteLink: string },
): Effect.Effect<OutboxMessage, DeliveryFailure | DeliveryStoreUnavailable> => {
  const { lead, quoteLink } = input;
  if (!isDeliverableAddress(lead.email)) {
    return Effect.fail(deliveryFailure('deliveryRecipientMissing', lead.id));
  }
  if (!isQuoteLink(quoteLink)) return Effect.fail(deliveryFailure('deliveryQuoteLinkInvalid', lead.id));
  return Effect.tryPromise({
    try: () =>
      deps.outbox.enqueue({
        id: deps.newId(),
        payload: {
          kind: 'SAVED_QUOTE',
          leadId: lead.id,
          firstName: lead.firstName,
          tripStartDate: lead.tripStartDate,
          quoteLink,
          linkExpiresAt: lead.expiresAt,
        },
        recipient: lead.email.trim(),
        language: lead.language,
        policyNumber: null,
        maxAttempts: DEFAULT_RETRY_POLICY.maxAttempts,
        createdAt: deps.now().toISOString(),
      }),
    catch: storeUnavailable,
  });
};

/** The saved-quote e-mail queued, as the container gives it. */
@injectable()
export class EnqueueSavedQuoteUseCase {
  constructor(@inject(DeliveryPorts) private readonly deps: DeliveryPorts) {}

  execute(input: {
    readonly lead: SavedQuoteLead;
    readonly quoteLink: string;
  }): Effect.Effect<OutboxMessage, DeliveryFailure | DeliveryStoreUnavailable> {
    return enqueueSavedQuote(this.deps, input);
  }
}

import { Effect } from 'effect';
import type { DeliveryDeps } from '../delivery.deps';
import { deliveryFailure, type DeliveryCode, type DeliveryFailure } from '../delivery.errors';
import type { MailMessage } from '../mailer.port';
import type { OutboxMessage } from '../outbox.port';

/** Failures that another attempt cannot fix: the message gives up at once instead of retrying. */
export const PERMANENT_DELIVERY_CODES: ReadonlySet<DeliveryCode> = new Set<DeliveryCode>([
  'deliveryPolicyNotFound',
  'deliveryQuoteLinkInvalid',
]);

export const confirmationFilename = (policyNumber: string): string =>
  `confirmation-${policyNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;

/**
 * Turns a queued message into an e-mail, at send time: the confirmation is read and rendered as the policy
 * stands now, in the language decided when it was queued.
 */
export const composeMessage = (
  deps: Pick<DeliveryDeps, 'views' | 'document' | 'templates'>,
  message: OutboxMessage,
): Effect.Effect<MailMessage, DeliveryFailure> => {
  const lang = message.language;
  const payload = message.payload;
  if (payload.kind === 'SAVED_QUOTE') {
    return Effect.try({
      try: () => ({
        to: message.recipient,
        ...deps.templates.savedQuote(payload, lang),
        attachments: [],
      }),
      catch: (cause) => deliveryFailure('deliveryRenderFailed', cause),
    });
  }
  return Effect.tryPromise({
    try: () => deps.views.confirmationView(payload.policyNumber),
    catch: (cause) => deliveryFailure('deliveryRenderFailed', cause),
  }).pipe(
    Effect.flatMap((view) =>
      view === undefined
        ? Effect.fail(deliveryFailure('deliveryPolicyNotFound', payload.policyNumber))
        : Effect.tryPromise({
            try: async (): Promise<MailMessage> => ({
              to: message.recipient,
              ...deps.templates.confirmation(view, lang),
              attachments: [
                {
                  filename: confirmationFilename(payload.policyNumber),
                  contentType: 'application/pdf',
                  content: await deps.document.render(view, lang),
                },
              ],
            }),
            catch: (cause) => deliveryFailure('deliveryRenderFailed', cause),
          }),
    ),
  );
};

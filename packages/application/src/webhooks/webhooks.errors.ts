import { WEBHOOK_URL_CODES } from '@tripx/domain';
import { Data } from 'effect';
import type { FieldProblem } from '../contracts/api-error.contract';

/** The codes an endpoint's fields are refused with (each has an EN and a FR label, errors/webhooks). */
export const WEBHOOK_FIELD_CODES = [...WEBHOOK_URL_CODES, 'webhookEventsRequired'] as const;
export type WebhookFieldCode = (typeof WEBHOOK_FIELD_CODES)[number];

/** An endpoint that breaks a rule (its URL, its events): the fields and their codes. */
export class WebhookEndpointInvalid extends Data.TaggedError('WebhookEndpointInvalid')<{
  readonly code: 'invalidRequest';
  readonly fields: readonly (FieldProblem & { readonly code: WebhookFieldCode })[];
}> {}

/** No such endpoint or delivery, or one out of the caller's reach (answered as missing). */
export class WebhookNotFound extends Data.TaggedError('WebhookNotFound')<{ readonly code: 'notFound' }> {}

/** The caller may not manage this organization's webhooks. */
export class WebhookForbidden extends Data.TaggedError('WebhookForbidden')<{ readonly code: 'forbidden' }> {}

export type WebhookError = WebhookEndpointInvalid | WebhookNotFound | WebhookForbidden;

export const webhookNotFound = (): WebhookNotFound => new WebhookNotFound({ code: 'notFound' });
export const webhookForbidden = (): WebhookForbidden => new WebhookForbidden({ code: 'forbidden' });

/** A store failed while the worker ran: it is told, and the worker tries again on its next step. */
export class WebhookStoreUnavailable extends Data.TaggedError('WebhookStoreUnavailable')<{
  readonly code: 'unavailable';
  readonly detail: string;
}> {}

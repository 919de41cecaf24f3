import { Data } from 'effect';

/**
 * Every code a delivery can fail with; each is a label key in `translations/errors/delivery.*.json`,
 * shown to staff in the deliveries call.
 */
export const DELIVERY_CODES = [
  'deliveryPolicyNotFound',
  'deliveryRecipientMissing',
  'deliveryQuoteLinkInvalid',
  'deliveryRenderFailed',
  'deliverySendFailed',
  'deliverySendTimeout',
] as const;
export type DeliveryCode = (typeof DELIVERY_CODES)[number];

/**
 * A failure on Effect's error channel: the code, and a short technical detail for the history row.
 * The edge chooses the status (adapters-http `delivery.statuses.ts`).
 */
export class DeliveryFailed extends Data.TaggedError('DeliveryFailure')<{
  readonly code: Exclude<DeliveryCode, 'deliveryPolicyNotFound'>;
  readonly detail: string;
}> {}

/** The policy (or its confirmation view) is not there. */
export class DeliveryPolicyNotFound extends Data.TaggedError('DeliveryPolicyNotFound')<{
  readonly code: 'deliveryPolicyNotFound';
  readonly detail: string;
}> {}

export type DeliveryFailure = DeliveryFailed | DeliveryPolicyNotFound;

/** Details are kept short: they land in a history row and must not carry a whole server transcript. */
export const MAX_ERROR_DETAIL = 500;

const describe = (cause: unknown): string => {
  if (cause instanceof Error) return cause.message || cause.name;
  return typeof cause === 'string' ? cause : (JSON.stringify(cause) ?? String(cause));
};

export const deliveryFailure = (code: DeliveryCode, cause: unknown = ''): DeliveryFailure => {
  const detail = describe(cause).slice(0, MAX_ERROR_DETAIL);
  return code === 'deliveryPolicyNotFound'
    ? new DeliveryPolicyNotFound({ code, detail })
    : new DeliveryFailed({ code, detail });
};

/** A store failed (the outbox, or the policy read model): the caller answers unavailable, the worker tries later. */
export class DeliveryStoreUnavailable extends Data.TaggedError('DeliveryStoreUnavailable')<{
  readonly code: 'unavailable';
  readonly detail: string;
}> {}

export const storeUnavailable = (cause: unknown): DeliveryStoreUnavailable =>
  new DeliveryStoreUnavailable({ code: 'unavailable', detail: describe(cause).slice(0, MAX_ERROR_DETAIL) });

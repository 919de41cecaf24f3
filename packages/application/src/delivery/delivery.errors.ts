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

/** A failure on Effect's error channel: the code, and a short technical detail for the history row. */
export interface DeliveryFailure {
  readonly _tag: 'DeliveryFailure';
  readonly code: DeliveryCode;
  readonly detail: string;
}

/** Details are kept short: they land in a history row and must not carry a whole server transcript. */
export const MAX_ERROR_DETAIL = 500;

const describe = (cause: unknown): string => {
  if (cause instanceof Error) return cause.message || cause.name;
  return typeof cause === 'string' ? cause : (JSON.stringify(cause) ?? String(cause));
};

export const deliveryFailure = (code: DeliveryCode, cause: unknown = ''): DeliveryFailure => ({
  _tag: 'DeliveryFailure',
  code,
  detail: describe(cause).slice(0, MAX_ERROR_DETAIL),
});

/** A store failed (the outbox, or the policy read model): the caller answers 5xx, the worker tries later. */
export interface DeliveryStoreUnavailable {
  readonly _tag: 'DeliveryStoreUnavailable';
  readonly detail: string;
}

export const storeUnavailable = (cause: unknown): DeliveryStoreUnavailable => ({
  _tag: 'DeliveryStoreUnavailable',
  detail: describe(cause).slice(0, MAX_ERROR_DETAIL),
});

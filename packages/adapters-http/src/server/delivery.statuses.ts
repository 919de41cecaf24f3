import type { DeliveryFailure, DeliveryStoreUnavailable } from '@tripx/application';
import type { Statuses } from './answer-effect';

type DeliveryError = DeliveryFailure | DeliveryStoreUnavailable;

const NOT_QUEUED = 'The confirmation was not queued.';

/** POST /api/policies/confirmation/resend's failures: the message says nothing was queued. */
export const RESEND_STATUSES: Statuses<DeliveryError> = {
  DeliveryPolicyNotFound: { status: 404, message: NOT_QUEUED },
  DeliveryFailure: { status: 400, message: NOT_QUEUED },
  DeliveryStoreUnavailable: { status: 503, message: NOT_QUEUED },
};

/** GET /api/policies/:policyNumber/confirmation/pdf's failures (the API's own messages). */
export const CONFIRMATION_PDF_STATUSES: Statuses<DeliveryError> = {
  DeliveryPolicyNotFound: 404,
  DeliveryFailure: 503,
  DeliveryStoreUnavailable: 503,
};

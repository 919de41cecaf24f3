import type { PolicyMaintenanceError } from '@tripx/application';
import type { Statuses } from './answer-effect';

/** Policy administration's failures as the API answers them (spec 7.4). */
export const POLICY_STATUSES: Statuses<PolicyMaintenanceError> = {
  PolicySignInRequired: 401,
  PolicyForbidden: 403,
  PolicyNotFound: 404,
  PolicyInvalid: 400,
  PolicyPaymentRefused: 402,
  PolicyConflict: 409,
  CancellationTermsMissing: 500,
};

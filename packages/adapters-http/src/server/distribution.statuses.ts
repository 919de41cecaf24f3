import type { DistributionError } from '@tripx/application';
import type { Statuses } from './answer-effect';

/** Distribution's failures as the API answers them (spec 7.5). */
export const DISTRIBUTION_STATUSES: Statuses<DistributionError> = {
  InvalidForm: { status: 400, code: 'badRequest' },
  NotFound: 404,
  Forbidden: 403,
  Conflict: 409,
  LicenceAuthorizationStaffOnly: 403,
  LicenceRefused: 403,
};

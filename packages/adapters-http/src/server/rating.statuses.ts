import type { RatingError } from '@tripx/application';
import type { Statuses } from './answer-effect';

/** Rating's failures as the API answers them (spec 7.3). */
export const RATING_STATUSES: Statuses<RatingError> = {
  InvalidRequest: { status: 400, code: 'badRequest' },
  NotFound: 404,
  CatalogueUnavailable: { status: 503, code: 'unavailable' },
  OrganizationMismatch: 403,
  LicenceRefused: 403,
};

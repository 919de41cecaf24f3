import type { ContentError } from '@tripx/application';
import type { Statuses } from './answer-effect';

/** Content's failures as the API answers them (spec 7.2). */
export const CONTENT_STATUSES: Statuses<ContentError> = { OrganizationNotFound: 404 };

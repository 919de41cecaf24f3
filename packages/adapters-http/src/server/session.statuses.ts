import type { SessionError } from '@tripx/application';
import type { Statuses } from './answer-effect';

/** The session's failures as the API answers them (spec 7.1). */
export const SESSION_STATUSES: Statuses<SessionError> = { SessionExpired: 401 };

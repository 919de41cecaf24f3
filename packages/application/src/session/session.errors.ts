import { Data } from 'effect';

/** The session is unknown or expired (or the request carries none): sign in or start again. */
export class SessionExpired extends Data.TaggedError('SessionExpired')<{ readonly code: 'sessionExpired' }> {}

export type SessionError = SessionExpired;
export const SESSION_ERROR_CODES = ['sessionExpired'] as const;

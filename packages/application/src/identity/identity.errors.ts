import { Data } from 'effect';

/**
 * Failures of signing in on the built-in provider's page, as values on Effect's error channel. Each
 * code is a label key of translations/auth/sign-in; the page and its status are chosen at the edge
 * (adapters-oidc `provider.routes.ts`).
 */

/** Too many failed sign-ins for this account or from this address: wait before trying again. */
export class SignInThrottled extends Data.TaggedError('SignInThrottled')<{
  readonly code: 'tooManySignInAttempts';
  readonly retryAfterSeconds: number;
}> {}

/** An unknown user name or a wrong password (the page does not say which). */
export class InvalidCredentials extends Data.TaggedError('InvalidCredentials')<{
  readonly code: 'invalidCredentials';
}> {}

/** A known account of the other realm (an agent on the staff page, or staff on the agents'). */
export class WrongRealm extends Data.TaggedError('WrongRealm')<{ readonly code: 'wrongRealm' }> {}

export type SignInError = SignInThrottled | InvalidCredentials | WrongRealm;

export const SIGN_IN_ERROR_CODES = ['tooManySignInAttempts', 'invalidCredentials', 'wrongRealm'] as const;

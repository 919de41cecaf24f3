import { SIGN_IN_BACKOFF, signInRetryAfterSeconds } from '@tripx/domain';
import { Effect } from 'effect';
import type { HitCounter } from '../hit-counter.port';
import { SignInThrottled } from '../identity.errors';
import type { SignInAuditLog } from './sign-in-audit.port';

export interface SignInAttempt {
  readonly account: string;
  readonly address: string;
  readonly realm: string;
  readonly at: Date;
}

export interface SignInThrottleDeps {
  readonly counter: HitCounter;
  readonly audit: SignInAuditLog;
}

const WINDOW_MS = SIGN_IN_BACKOFF.windowSeconds * 1000;
const accountOf = (attempt: SignInAttempt) => attempt.account.trim().toLowerCase().slice(0, 200);
// Unknown user names count too, so guessing at names costs the same as guessing passwords.
const accountKey = (attempt: SignInAttempt) => `sign-in:account:${accountOf(attempt)}`;
const addressKey = (attempt: SignInAttempt) => `sign-in:address:${attempt.address}`;
const keysOf = (attempt: SignInAttempt) => [accountKey(attempt), addressKey(attempt)];

const audit = (
  deps: SignInThrottleDeps,
  attempt: SignInAttempt,
  outcome: 'failed' | 'refused',
  wait: number,
) =>
  Effect.promise(() =>
    deps.audit.record({
      at: attempt.at,
      outcome,
      realm: attempt.realm,
      account: accountOf(attempt),
      address: attempt.address,
      retryAfterSeconds: wait,
    }),
  );

const waitFor = (deps: SignInThrottleDeps, attempt: SignInAttempt) =>
  Effect.promise(() => Promise.all(keysOf(attempt).map((key) => deps.counter.peek(key, attempt.at)))).pipe(
    Effect.map((windows) => Math.max(...windows.map((w) => signInRetryAfterSeconds(w, attempt.at)))),
  );

/** Before the password is even compared: the account and the address must not be waiting. */
export const checkSignInAllowed = (
  deps: SignInThrottleDeps,
  attempt: SignInAttempt,
): Effect.Effect<void, SignInThrottled> =>
  Effect.gen(function* () {
    const wait = yield* waitFor(deps, attempt);
    if (wait === 0) return;
    yield* audit(deps, attempt, 'refused', wait);
    return yield* Effect.fail(
      new SignInThrottled({ code: 'tooManySignInAttempts', retryAfterSeconds: wait }),
    );
  });

/** A wrong user name or password: counted for the account and the address, and audited. */
export const recordSignInFailure = (deps: SignInThrottleDeps, attempt: SignInAttempt): Effect.Effect<void> =>
  Effect.gen(function* () {
    yield* Effect.promise(() =>
      Promise.all(keysOf(attempt).map((key) => deps.counter.hit(key, attempt.at, WINDOW_MS))),
    );
    yield* audit(deps, attempt, 'failed', yield* waitFor(deps, attempt));
  });

/**
 * A success forgets the account's failures (its owner knows the password); the address keeps its
 * count, or one valid account would let its holder reset the count between guesses at others.
 */
export const recordSignInSuccess = (deps: SignInThrottleDeps, attempt: SignInAttempt): Effect.Effect<void> =>
  Effect.promise(() => deps.counter.clear(accountKey(attempt)));

/**
 * Password guessing on the built-in sign-in page, per account and per client address: the first
 * failures are free (typing mistakes), then each further failure locks the key for twice as long
 * as the one before, up to a ceiling. Failures are forgotten once their window has passed.
 */
export const SIGN_IN_BACKOFF = {
  freeFailures: 5,
  firstLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  windowSeconds: 60 * 60,
} as const;

/** The failures recorded for one key in its open window (none when the window has passed). */
export interface SignInFailures {
  readonly count: number;
  readonly lastAt: Date;
}

/** How long the failure that brought the count to `count` locks its key (0 while still free). */
export const signInLockSeconds = (count: number): number => {
  const over = count - SIGN_IN_BACKOFF.freeFailures;
  if (over < 0) return 0;
  // 2 ** over grows past the ceiling long before it could overflow; min keeps it finite anyway.
  return Math.min(SIGN_IN_BACKOFF.firstLockSeconds * 2 ** Math.min(over, 30), SIGN_IN_BACKOFF.maxLockSeconds);
};

/** Seconds until another attempt is allowed for this key at `now` (0: allowed now). */
export const signInRetryAfterSeconds = (failures: SignInFailures | undefined, now: Date): number => {
  if (!failures) return 0;
  const until = failures.lastAt.getTime() + signInLockSeconds(failures.count) * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
};

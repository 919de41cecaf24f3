import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_BACKOFF, signInLockSeconds, signInRetryAfterSeconds } from './sign-in-backoff';

const T0 = new Date(Date.UTC(2026, 10, 25, 12));
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const count = fc.integer({ min: 0, max: 10_000 });

describe('sign-in back-off', () => {
  it('five failures are free, the sixth attempt waits 30 s, then 60 s, 120 s …', () => {
    expect([1, 2, 3, 4].map(signInLockSeconds)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(signInLockSeconds)).toEqual([30, 60, 120, 240]);
  });
  test.prop([count])('never shorter for more failures, never past the ceiling', (n) => {
    expect(signInLockSeconds(n + 1)).toBeGreaterThanOrEqual(signInLockSeconds(n));
    expect(signInLockSeconds(n)).toBeLessThanOrEqual(SIGN_IN_BACKOFF.maxLockSeconds);
    expect(Number.isInteger(signInLockSeconds(n))).toBe(true);
  });
  test.prop([count, fc.integer({ min: 0, max: 2 * 3600 })])(
    'locked exactly until the last failure plus its lock, and the wait only shrinks as time passes',
    (n, elapsed) => {
      const failures = { count: n, lastAt: T0 };
      const wait = signInRetryAfterSeconds(failures, later(elapsed));
      expect(wait).toBe(Math.max(0, signInLockSeconds(n) - elapsed));
      expect(signInRetryAfterSeconds(failures, later(elapsed + 1))).toBeLessThanOrEqual(wait);
    },
  );
  it('no failures, no wait', () => {
    expect(signInRetryAfterSeconds(undefined, T0)).toBe(0);
  });
});

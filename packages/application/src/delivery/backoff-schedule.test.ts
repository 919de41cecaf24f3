import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryAt, retryDelayMs, type RetryPolicy } from './backoff-schedule';

const policy: RetryPolicy = { maxAttempts: 5, baseDelayMs: 1_000, factor: 2, maxDelayMs: 6_000 };

describe('backoff schedule', () => {
  it('doubles the wait after each failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, policy))).toEqual([1_000, 2_000, 4_000, 6_000, 6_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, DEFAULT_RETRY_POLICY) / 60_000)).toEqual([1, 2, 4, 8]);
  });

  it('gives the next instant, or null after the last attempt allowed', () => {
    const t = new Date('2025-01-01T00:00:00.000Z');
    expect(retryAt(t, 1, 3, policy)).toBe('2025-01-01T00:00:01.000Z');
    expect(retryAt(t, 2, 3, policy)).toBe('2025-01-01T00:00:02.000Z');
    expect(retryAt(t, 3, 3, policy)).toBeNull();
  });

  it('property: waits never shrink from one attempt to the next and never pass the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 40 }),
        (base, factor, attempt) => {
          const p = { maxAttempts: 50, baseDelayMs: base, factor, maxDelayMs: base * 100 };
          expect(retryDelayMs(attempt + 1, p)).toBeGreaterThanOrEqual(retryDelayMs(attempt, p));
          expect(retryDelayMs(attempt, p)).toBeLessThanOrEqual(p.maxDelayMs);
          expect(retryDelayMs(attempt, p)).toBeGreaterThanOrEqual(Math.min(base, p.maxDelayMs));
        },
      ),
    );
  });
});

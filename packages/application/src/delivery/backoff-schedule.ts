/** How a failed delivery is retried: exponential backoff, capped, up to maxAttempts attempts in all. */
export interface RetryPolicy {
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly factor: number;
  readonly maxDelayMs: number;
}

/** 1, 2, 4, 8 minutes between five attempts: a mail server that is down for a while still gets the mail. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 60_000,
  factor: 2,
  maxDelayMs: 60 * 60_000,
};

/** The wait after failed attempt number `attempt` (1-based): base × factor^(attempt−1), at most maxDelayMs. */
export const retryDelayMs = (attempt: number, policy: RetryPolicy): number => {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * policy.factor ** (n - 1));
};

/** When to try again after failed attempt `attempt`, or null when it was the last one allowed. */
export const retryAt = (
  failedAt: Date,
  attempt: number,
  maxAttempts: number,
  policy: RetryPolicy,
): string | null =>
  attempt >= maxAttempts ? null : new Date(failedAt.getTime() + retryDelayMs(attempt, policy)).toISOString();

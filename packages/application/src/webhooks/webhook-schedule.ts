import { retryDelayMs, type RetryPolicy } from '../delivery/backoff-schedule';

/**
 * Webhook retries, on the delivery context's backoff schedule: 1, 3, 9, 27, 81 minutes, then
 * 4 h 3 min and 6 h three times — ten attempts over a little more than 24 hours.
 */
export const WEBHOOK_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 60_000,
  factor: 3,
  maxDelayMs: 6 * 60 * 60_000,
};

/** How long after its first attempt a delivery's last attempt is made (when every one fails). */
export const retryWindowMs = (policy: RetryPolicy): number =>
  Array.from({ length: Math.max(0, policy.maxAttempts - 1) }, (_, i) => retryDelayMs(i + 1, policy)).reduce(
    (a, b) => a + b,
    0,
  );

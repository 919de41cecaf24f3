import { expect } from 'vitest';

/**
 * Runs a purge's batch again and again, as the purge use cases do, until one comes back short;
 * checks that no batch deletes more than its limit and answers how many rows they deleted in all.
 */
export const drainBatches = async (
  batch: (at: Date, limit: number) => Promise<number>,
  at: Date,
  limit: number,
): Promise<number> => {
  let total = 0;
  let n: number;
  do {
    n = await batch(at, limit);
    expect(n).toBeLessThanOrEqual(limit);
    total += n;
  } while (n === limit);
  return total;
};

import { Effect, Either } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeptRecordsPurge } from './kept-records-purge.port';
import { purgeKeptRecords } from './purge-kept-records';

const NOW = new Date('2026-11-27T16:00:00.000Z');
const DAY = 86_400_000;

/** Rows as their last use, in ms; each batch deletes at most its limit of those at or before its cutoff. */
const memoryPurge = (keys: number[], signIns: number[], batches: number[]): KeptRecordsPurge => {
  const take = (rows: number[], cutoff: Date, limit: number) => {
    const stale = rows.filter((t) => t <= cutoff.getTime()).slice(0, limit);
    for (const t of stale) rows.splice(rows.indexOf(t), 1);
    batches.push(stale.length);
    return Promise.resolve(stale.length);
  };
  return {
    deleteIdempotencyKeysUsedBefore: (cutoff, limit) => take(keys, cutoff, limit),
    deleteSignInAuditBefore: (cutoff, limit) => take(signIns, cutoff, limit),
  };
};

describe('purging the records kept for a while', () => {
  it('deletes the keys last used and the sign-ins recorded at least their retention ago, in batches of at most the limit', async () => {
    const age = fc.integer({ min: 0, max: 500 * DAY });
    await fc.assert(
      fc.asyncProperty(
        fc.array(age),
        fc.array(age),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 4 }),
        async (keyAges, signInAges, keyDays, auditDays, limit) => {
          const keys = keyAges.map((a) => NOW.getTime() - a);
          const signIns = signInAges.map((a) => NOW.getTime() - a);
          const batches: number[] = [];
          const retention = { idempotencyKeyDays: keyDays, signInAuditDays: auditDays };
          const report = await Effect.runPromise(
            purgeKeptRecords(memoryPurge(keys, signIns, batches), retention, NOW, limit),
          );
          expect(keys).toEqual(keyAges.filter((a) => a < keyDays * DAY).map((a) => NOW.getTime() - a));
          expect(signIns).toEqual(
            signInAges.filter((a) => a < auditDays * DAY).map((a) => NOW.getTime() - a),
          );
          expect(report).toEqual({
            idempotencyKeys: keyAges.length - keys.length,
            signInAudit: signInAges.length - signIns.length,
          });
          expect(batches.every((n) => n <= limit)).toBe(true);
        },
      ),
    );
  });

  it('a store failure is the sweep’s error, naming the cause', async () => {
    const failing: KeptRecordsPurge = {
      deleteIdempotencyKeysUsedBefore: () => Promise.reject(new Error('connection reset')),
      deleteSignInAuditBefore: () => Promise.resolve(0),
    };
    const result = await Effect.runPromise(
      Effect.either(purgeKeptRecords(failing, { idempotencyKeyDays: 30, signInAuditDays: 400 }, NOW)),
    );
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: 'KeptRecordsStoreUnavailable',
      detail: 'Error: connection reset',
    });
  });
});

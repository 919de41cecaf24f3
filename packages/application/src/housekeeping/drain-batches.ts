import { Effect } from 'effect';

/** Rows deleted per statement by the periodic purges (sessions, quotes in progress, saved quotes, kept records). */
export const PURGE_BATCH_SIZE = 500;

/**
 * Deletes batch after batch until a batch comes back short: everything stale at `now` is gone, and
 * no statement holds more than `limit` rows locked. A store failure becomes the caller's error.
 */
export const drainBatches = <E>(
  deleteBatch: (now: Date, limit: number) => Promise<number>,
  now: Date,
  limit: number,
  failure: (cause: unknown) => E,
): Effect.Effect<number, E> =>
  Effect.iterate(
    { deleted: 0, last: limit },
    {
      while: (s) => s.last >= limit,
      body: (s) =>
        Effect.tryPromise({ try: () => deleteBatch(now, limit), catch: failure }).pipe(
          Effect.map((n) => ({ deleted: s.deleted + n, last: n })),
        ),
    },
  ).pipe(Effect.map((s) => s.deleted));

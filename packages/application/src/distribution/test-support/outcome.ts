import { Effect } from 'effect';

/** A use case's effect run to its value, or to its typed failure (the tagged error and its code). */
export const outcome = <A, E extends { readonly _tag: string; readonly code: string }>(
  effect: Effect.Effect<A, E>,
): Promise<
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly code: E['code']; readonly error: E }
> =>
  Effect.runPromise(
    Effect.match(effect, {
      onSuccess: (value) => ({ ok: true as const, value }),
      onFailure: (error) => ({ ok: false as const, code: error.code, error }),
    }),
  );

/**
 * A context's transaction port (DistributionTransactions, PartnerTransactions) over in-memory
 * stores: counts the transactions and which ones failed.
 */
export const fakeTransactions = <S>(stores: S) => {
  const log: ('committed' | 'rolledBack')[] = [];
  const tx = {
    stores,
    transact: <A, E>(work: (stores: S) => Effect.Effect<A, E>): Effect.Effect<A, E> =>
      work(stores).pipe(
        Effect.tapBoth({
          onSuccess: () => Effect.sync(() => log.push('committed')),
          onFailure: () => Effect.sync(() => log.push('rolledBack')),
        }),
      ),
  };
  return { tx, log };
};

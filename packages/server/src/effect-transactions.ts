import type { Database, Db } from '@tripx/adapters-sql';
import { Effect, Either } from 'effect';

/** Thrown inside the database transaction so that it rolls back; carries the typed failure out. */
class RolledBack<E> {
  constructor(readonly failure: E) {}
}

/**
 * A context's transaction port over the database: `stores` outside a transaction, and `transact`
 * running a use case's effect inside one. The effect runs here, at the edge: its success commits,
 * its typed failure rolls back and comes out on the error channel again; a defect rolls back and
 * stays a defect (the HTTP error handler answers 500).
 */
export const effectTransactions = <S>(
  database: Pick<Database, 'db' | 'transaction'>,
  storesOf: (db: Db) => S,
) => ({
  stores: storesOf(database.db),
  transact: <A, E>(work: (stores: S) => Effect.Effect<A, E>): Effect.Effect<A, E> =>
    Effect.flatMap(
      Effect.promise(() =>
        database
          .transaction(async (trx) => {
            const r = await Effect.runPromise(Effect.either(work(storesOf(trx))));
            if (Either.isLeft(r)) throw new RolledBack(r.left);
            return Either.right<A>(r.right);
          })
          .catch((e: unknown) => {
            if (e instanceof RolledBack) return Either.left<E>(e.failure);
            throw e;
          }),
      ),
      (r: Either.Either<A, E>) => (Either.isLeft(r) ? Effect.fail(r.left) : Effect.succeed(r.right)),
    ),
});

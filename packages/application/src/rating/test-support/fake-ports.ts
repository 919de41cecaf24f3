import type { RatingCatalogue } from '@tripx/domain';
import { Effect } from 'effect';
import type { ClockPort } from '../clock.port';
import type { RateCataloguePort } from '../rate-catalogue.port';
import { catalogueUnavailable } from '../rating.errors';

/** Tiny fakes of the rating ports for use-case tests. */
export const catalogueOf = (catalogue: RatingCatalogue): RateCataloguePort => ({
  load: () => Effect.succeed(catalogue),
});

export const brokenCatalogue: RateCataloguePort = {
  load: () => Effect.fail(catalogueUnavailable('rates directory unreadable')),
};

export const clockAt = (iso: string): ClockPort => ({ now: () => new Date(iso) });

/** Runs a use-case effect to its success or its typed failure, for assertions. */
export const run = <A, E>(
  effect: Effect.Effect<A, E>,
): Promise<{ ok: true; value: A } | { ok: false; error: E }> =>
  Effect.runPromise(
    Effect.match(effect, {
      onSuccess: (value) => ({ ok: true as const, value }),
      onFailure: (error) => ({ ok: false as const, error }),
    }),
  );

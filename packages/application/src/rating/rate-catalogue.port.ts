import type { RatingCatalogue } from '@tripx/domain';
import type { Effect } from 'effect';
import type { CatalogueUnavailable } from './rating.errors';

/** Where the checked catalogue and its rate versions come from (files, a database, a test fake). */
export interface RateCataloguePort {
  readonly load: () => Effect.Effect<RatingCatalogue, CatalogueUnavailable>;
}

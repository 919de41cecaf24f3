import type { RateCataloguePort } from '@tripx/application';
import type { RatingCatalogue } from '@tripx/domain';
import { Effect } from 'effect';
import { DEFAULT_CATALOGUE_DIR } from './default-catalogue-dir';
import { CatalogueRejected } from './file-problem';
import { loadCatalogue } from './load-catalogue';

/**
 * The rate catalogue read from files once, at start-up. `open` refuses a half-valid catalogue
 * (CatalogueRejected lists every problem), so a running process always quotes from checked data.
 */
export class FsRateCatalogue implements RateCataloguePort {
  private constructor(readonly catalogue: RatingCatalogue) {}

  static async open(dir: string = DEFAULT_CATALOGUE_DIR): Promise<FsRateCatalogue> {
    const loaded = await loadCatalogue(dir);
    if (!loaded.ok) throw new CatalogueRejected(loaded.problems);
    return new FsRateCatalogue(loaded.catalogue);
  }

  readonly load = (): Effect.Effect<RatingCatalogue> => Effect.succeed(this.catalogue);
}

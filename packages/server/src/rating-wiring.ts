import 'reflect-metadata';
import type { FsRateCatalogue } from '@tripx/adapters-fs';
import {
  SqlDistributionReadRepository,
  recordRateVersions,
  type Db,
  type RateVersionRecord,
} from '@tripx/adapters-sql';
import {
  RATING_TOKENS,
  ratingModule,
  ratingUseCases,
  type ClockPort,
  type QuoteReferencePort,
  type RatingUseCases,
} from '@tripx/application';
import type { RatingCatalogue } from '@tripx/domain';
import { createHash } from 'node:crypto';
import { Container } from 'inversify';

/** The catalogue's rate versions as the database records them; the checksum covers the whole table. */
export const rateVersionsOf = (catalogue: RatingCatalogue): RateVersionRecord[] =>
  catalogue.versions.map(({ effectiveDate, table }) => ({
    id: effectiveDate,
    effectiveDate,
    source: table.sample ? 'catalogue (sample rates)' : 'catalogue',
    checksum: createHash('sha256').update(JSON.stringify(table)).digest('hex'),
    content: table,
  }));

/**
 * The rating context (ratingModule) over the checked catalogue files (adapters-fs), which the server
 * reads once at start (a catalogue with a problem stops it from starting) and shares with policy
 * administration. Its rate versions are recorded in the database, where purchases reference them;
 * agents' licences are read from it.
 */
export const openRatingService = async (
  catalogue: FsRateCatalogue,
  clock: ClockPort,
  db: Db,
  quoteReferences: QuoteReferencePort,
): Promise<RatingUseCases> => {
  await recordRateVersions(db, rateVersionsOf(catalogue.catalogue));
  const container = new Container();
  container.bind(RATING_TOKENS.RateCatalogue).toConstantValue(catalogue);
  container.bind(RATING_TOKENS.Clock).toConstantValue(clock);
  container.bind(RATING_TOKENS.QuoteReferences).toConstantValue(quoteReferences);
  container.bind(RATING_TOKENS.Licences).toConstantValue(new SqlDistributionReadRepository(db));
  container.loadSync(ratingModule);
  return ratingUseCases(container);
};

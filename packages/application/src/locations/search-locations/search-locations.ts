import 'reflect-metadata';
import { LIMITS } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { LOCATION_TOKENS } from '../locations.tokens';
import type {
  LocationCriteria,
  TravelLocation,
  TravelLocationRepository,
} from '../travel-location.repository.port';

export interface LocationSearch {
  readonly prefix?: string | null;
  /** Spec 7.2: outside Canada searches every country but CA; otherwise CA only. */
  readonly outsideCanada?: boolean | null;
  readonly country?: string | null;
  readonly limit?: number | null;
  readonly language: 'en' | 'fr';
}

/** Prefixes are matched literally: LIKE wildcards typed by a user match only themselves. */
const cleanPrefix = (prefix: string | null | undefined): string | undefined => {
  const trimmed = (prefix ?? '').trim().slice(0, 60);
  return trimmed === '' ? undefined : trimmed;
};

const clamp = (n: number | null | undefined, max: number, fallback: number): number =>
  n === null || n === undefined || !Number.isInteger(n) || n < 1 ? fallback : Math.min(n, max);

/** The autosuggest (limit 20) of the destination selector. */
export const searchLocations = (
  repo: Pick<TravelLocationRepository, 'search'>,
  q: LocationSearch,
): Promise<readonly TravelLocation[]> => {
  const country = q.country?.trim().toUpperCase() || undefined;
  const criteria: LocationCriteria = {
    prefix: cleanPrefix(q.prefix),
    limit: clamp(q.limit, LIMITS.locationSearchLimit, LIMITS.locationSearchLimit),
    language: q.language,
    ...(q.outsideCanada === true ? { countryNot: 'CA' } : q.outsideCanada === false ? { country: 'CA' } : {}),
    ...(country ? { country } : {}),
  };
  return repo.search(criteria);
};

/** The full list (limit 1000) the purchase app caches. */
export const listLocations = (
  repo: Pick<TravelLocationRepository, 'search'>,
  q: Omit<LocationSearch, 'prefix'> & { readonly prefix?: string | null },
): Promise<readonly TravelLocation[]> =>
  repo.search({
    prefix: cleanPrefix(q.prefix),
    limit: clamp(q.limit, LIMITS.travelLocationsLimit, LIMITS.travelLocationsLimit),
    language: q.language,
    ...(q.outsideCanada === true ? { countryNot: 'CA' } : q.outsideCanada === false ? { country: 'CA' } : {}),
  });

/** The destination selector's autosuggest and the full list the purchase app caches. */
@injectable()
export class TravelLocationsUseCase {
  constructor(
    @inject(LOCATION_TOKENS.Locations) private readonly repo: Pick<TravelLocationRepository, 'search'>,
  ) {}

  search(q: LocationSearch): Effect.Effect<readonly TravelLocation[]> {
    return Effect.promise(() => searchLocations(this.repo, q));
  }

  list(
    q: Omit<LocationSearch, 'prefix'> & { readonly prefix?: string | null },
  ): Effect.Effect<readonly TravelLocation[]> {
    return Effect.promise(() => listLocations(this.repo, q));
  }
}

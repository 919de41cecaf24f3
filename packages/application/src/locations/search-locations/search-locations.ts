import 'reflect-metadata';
import {
  LIMITS,
  aliasTargets,
  airportNames,
  countryNames,
  rankPlaces,
  type RankedPlace,
} from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { LOCATION_TOKENS } from '../locations.tokens';
import type {
  CountryName,
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
  /** The destination search also offers whole countries (a departure is always an airport). */
  readonly countries?: boolean;
}

/**
 * A country offered as a destination: no IATA code, no city; its id is negative (from its code), so
 * it never meets an airport's.
 */
export const countryEntry = (c: CountryName, language: 'en' | 'fr'): TravelLocation => {
  const name = language === 'fr' ? c.nameFr : c.nameEn;
  return {
    id: -((c.code.charCodeAt(0) || 0) * 1000 + (c.code.charCodeAt(1) || 0)),
    iata: '',
    name,
    city: '',
    state: '',
    country: c.code,
    countryName: name,
  };
};

/** Rows the store returns before the domain ranks them and keeps the limit. */
const CANDIDATES = 100;

/** Prefixes are matched literally: LIKE wildcards typed by a user match only themselves. */
const cleanPrefix = (prefix: string | null | undefined): string | undefined => {
  const trimmed = (prefix ?? '').trim().slice(0, 60);
  return trimmed === '' ? undefined : trimmed;
};

const clamp = (n: number | null | undefined, max: number, fallback: number): number =>
  n === null || n === undefined || !Number.isInteger(n) || n < 1 ? fallback : Math.min(n, max);

/**
 * The autosuggest (limit 20) of the departure and destination selectors: accent-, case- and
 * language-insensitive, aliases included, ranked by the domain's rankPlaces (countries first on an
 * equal rank when asked for).
 */
export const searchLocations = async (
  repo: Pick<TravelLocationRepository, 'search' | 'countries'>,
  q: LocationSearch,
): Promise<readonly TravelLocation[]> => {
  const country = q.country?.trim().toUpperCase() || undefined;
  const prefix = cleanPrefix(q.prefix);
  const limit = clamp(q.limit, LIMITS.locationSearchLimit, LIMITS.locationSearchLimit);
  const scope: Pick<LocationCriteria, 'country' | 'countryNot'> = {
    ...(q.outsideCanada === true ? { countryNot: 'CA' } : q.outsideCanada === false ? { country: 'CA' } : {}),
    ...(country ? { country } : {}),
  };
  if (prefix === undefined) return repo.search({ prefix, limit, language: q.language, ...scope });
  const also = aliasTargets(prefix);
  const rows = await repo.search({
    prefix,
    ...(also.length > 0 ? { alsoPrefixes: also } : {}),
    limit: CANDIDATES,
    language: q.language,
    ...scope,
  });
  const inScope = (code: string) =>
    (scope.country === undefined || code === scope.country) && code !== scope.countryNot;
  const countries = q.countries ? (await repo.countries()).filter((c) => inScope(c.code)) : [];
  const names = new Map(countries.map((c) => [c.code, countryNames(c)]));
  const describe = (l: TravelLocation): RankedPlace =>
    l.iata === ''
      ? { kind: 'country', names: names.get(l.country) ?? [l.name], iata: '' }
      : { kind: 'airport', names: airportNames(l), iata: l.iata };
  const entries = [...countries.map((c) => countryEntry(c, q.language)), ...rows];
  return rankPlaces(prefix, entries, describe).slice(0, limit);
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
    @inject(LOCATION_TOKENS.Locations)
    private readonly repo: Pick<TravelLocationRepository, 'search' | 'countries'>,
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

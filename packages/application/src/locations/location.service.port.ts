import type { Language } from '@tripx/domain';
import type { TravelLocation } from './travel-location.repository.port';

/** What an app's place field searches. */
export interface LocationQuery {
  readonly search: string;
  /** true: every country but Canada; false: Canada only; undefined: both. */
  readonly outsideCanada?: boolean;
  readonly lang: Language;
}

/** The places an app suggests (adapters-http's client implements it). */
export interface LocationService {
  /** Departure cities (airports), at most 20; a failed search is an empty list (spec 8). */
  departureCities(search: LocationQuery): Promise<readonly TravelLocation[]>;
  /** Destinations, one per IATA code, at most 20; a failed search is an empty list (spec 8). */
  destinations(search: LocationQuery): Promise<readonly TravelLocation[]>;
}

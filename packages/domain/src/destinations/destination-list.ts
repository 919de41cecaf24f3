import { fail, fieldError, ok, type Result } from '../shared/result';
import type { DestinationCode } from './destinations.codes';

/** A travel location chosen as a destination (spec 3 "Travel location"). */
export interface DestinationLocation {
  readonly id: string;
  readonly iata: string;
  readonly name: string;
  readonly city: string;
  readonly state: string;
  /** ISO country code. */
  readonly country: string;
}

/** The destinations added so far, in the order added, never twice the same location. */
export type DestinationList = readonly DestinationLocation[];

export const EMPTY_DESTINATION_LIST: DestinationList = [];

/** Two entries are the same place when their location ids match (ids are the location service's). */
const locationKey = (id: unknown): string => (typeof id === 'string' ? id.trim().toLowerCase() : '');
/** Read defensively: the list may come back from a stored session snapshot. */
const keyOf = (d: unknown): string =>
  typeof d === 'object' && d !== null ? locationKey((d as { readonly id?: unknown }).id) : '';
const sameLocation = (a: DestinationLocation, b: DestinationLocation): boolean => keyOf(a) === keyOf(b);

export const hasDestination = (list: DestinationList, location: DestinationLocation): boolean =>
  list.some((d) => sameLocation(d, location));

/** Spec 5.5: a location already in the list is refused with duplicateDestination. */
export const addDestination = (
  list: DestinationList,
  location: DestinationLocation,
): Result<DestinationList, DestinationCode> =>
  hasDestination(list, location)
    ? fail([fieldError('destination', 'duplicateDestination')])
    : ok([...list, location]);

export const removeDestination = (list: DestinationList, id: string): DestinationList =>
  list.filter((d) => keyOf(d) !== locationKey(id));

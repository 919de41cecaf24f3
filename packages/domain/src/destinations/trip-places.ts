import { DEFAULT_COUNTRY } from '../shared/limits';
import { fieldError, type FieldError } from '../shared/result';
import type { DestinationCode } from './destinations.codes';
import { parseFurthestDestination } from './furthest-destination';

/** Two destinations are the same place when their keys match, whatever the case and spaces. */
const placeKey = (key: string): string => key.trim().toLowerCase();

/**
 * Spec 5.5 as the server and the destination selector both apply it: a departure city, at least one
 * destination, never the same one twice. Keys are whatever identifies a place on each side (the
 * location id in the selector, the `IATA,CC` text in a request).
 */
export const tripPlaceErrors = (
  departure: string,
  destinations: readonly string[],
): FieldError<DestinationCode>[] => {
  const errors: FieldError<DestinationCode>[] = [];
  if (departure.trim() === '') errors.push(fieldError('departureCity', 'required'));
  const keys = destinations.map(placeKey);
  if (keys.length === 0) errors.push(fieldError('destination', 'required'));
  if (keys.some((k, i) => keys.indexOf(k) !== i))
    errors.push(fieldError('destination', 'duplicateDestination'));
  return errors;
};

/**
 * The within-Canada discount (TRAVELLINGWITHINCANADA) follows from where the trip goes: every
 * destination (`IATA,CC`, as the furthest destination is written) in Canada. No destination, or
 * one that cannot be read, gives no discount.
 */
export const destinationsWithinCanada = (destinations: readonly string[]): boolean =>
  destinations.length > 0 &&
  destinations.every((d) => parseFurthestDestination(d)?.country.toUpperCase() === DEFAULT_COUNTRY);

/** The within-Canada discount of a trip: a resident of Canada whose every destination is in Canada. */
export const travelsWithinCanada = (trip: {
  readonly countryOfResidence: string;
  readonly destinations?: readonly string[] | undefined;
}): boolean =>
  trip.countryOfResidence !== 'INTERNATIONAL' && destinationsWithinCanada(trip.destinations ?? []);

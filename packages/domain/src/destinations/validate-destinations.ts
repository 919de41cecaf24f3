import { fieldError, type FieldError } from '../shared/result';
import type { DestinationList, DestinationLocation } from './destination-list';
import type { DestinationCode } from './destinations.codes';
import { tripPlaceErrors } from './trip-places';

export interface DestinationsInput {
  /** The departure-city text as typed in the autosuggest. */
  readonly departureCity: string;
  /** Whether that text is a location picked from the suggestions (the location service knows). */
  readonly isValidLocation: boolean;
  readonly destinations: DestinationList;
  /** A destination picked in the autosuggest but not yet added with its button. */
  readonly pendingDestination?: DestinationLocation;
}

/** Read defensively: the list may come back from a stored session snapshot. */
const idOf = (d: unknown): string => {
  const id = typeof d === 'object' && d !== null ? (d as { readonly id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : '';
};

/**
 * Spec 5.5: departure city required and a real location; at least one destination, where a
 * picked-but-not-added one counts (it is added on submit) unless it is already in the list.
 */
export const validateDestinations = (input: DestinationsInput): readonly FieldError<DestinationCode>[] => {
  const city = typeof input.departureCity === 'string' ? input.departureCity : '';
  const list = Array.isArray(input.destinations) ? input.destinations : [];
  const pending = input.pendingDestination;
  const keys = [...list, ...(pending ? [pending] : [])].map(idOf);
  const errors = tripPlaceErrors(city, keys);
  // The server cannot tell a typed city from a picked one; the selector can.
  if (city.trim() !== '' && input.isValidLocation !== true)
    errors.unshift(fieldError('departureCity', 'invalidLocation'));
  return errors;
};

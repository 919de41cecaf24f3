import { fieldError, type FieldError } from '../shared/result';
import { hasDestination, type DestinationList, type DestinationLocation } from './destination-list';
import type { DestinationCode } from './destinations.codes';

export interface DestinationsInput {
  /** The departure-city text as typed in the autosuggest. */
  readonly departureCity: string;
  /** Whether that text is a location picked from the suggestions (the location service knows). */
  readonly isValidLocation: boolean;
  readonly destinations: DestinationList;
  /** A destination picked in the autosuggest but not yet added with its button. */
  readonly pendingDestination?: DestinationLocation;
}

/**
 * Spec 5.5: departure city required and a real location; at least one destination, where a
 * picked-but-not-added one counts (it is added on submit) unless it is already in the list.
 */
export const validateDestinations = (input: DestinationsInput): readonly FieldError<DestinationCode>[] => {
  const errors: FieldError<DestinationCode>[] = [];
  const city = typeof input.departureCity === 'string' ? input.departureCity.trim() : '';
  if (city === '') errors.push(fieldError('departureCity', 'required'));
  else if (input.isValidLocation !== true) errors.push(fieldError('departureCity', 'invalidLocation'));
  const list = Array.isArray(input.destinations) ? input.destinations : [];
  const pending = input.pendingDestination;
  if (pending && hasDestination(list, pending))
    errors.push(fieldError('destination', 'duplicateDestination'));
  else if (list.length === 0 && !pending) errors.push(fieldError('destination', 'required'));
  return errors;
};

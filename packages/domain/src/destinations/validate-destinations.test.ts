import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDestination } from '../test-support/quote-form';
import { DESTINATION_CODES } from './destinations.codes';
import { validateDestinations, type DestinationsInput } from './validate-destinations';

const valid: DestinationsInput = {
  departureCity: 'Toronto',
  isValidLocation: true,
  destinations: [aDestination()],
};

describe('validateDestinations (spec 5.5)', () => {
  it('accepts a valid departure city and one destination', () => {
    expect(validateDestinations(valid)).toEqual([]);
  });

  it('required departure city', () => {
    expect(validateDestinations({ ...valid, departureCity: ' ' })).toEqual([
      { field: 'departureCity', code: 'required' },
    ]);
  });

  it('invalidLocation when the departure city is not a picked location', () => {
    expect(validateDestinations({ ...valid, isValidLocation: false })).toEqual([
      { field: 'departureCity', code: 'invalidLocation' },
    ]);
  });

  it('destination required while none is added, unless one is picked and about to be added', () => {
    expect(validateDestinations({ ...valid, destinations: [] })).toEqual([
      { field: 'destination', code: 'required' },
    ]);
    expect(validateDestinations({ ...valid, destinations: [], pendingDestination: aDestination() })).toEqual(
      [],
    );
  });

  it('duplicateDestination when the picked destination is already in the list', () => {
    expect(validateDestinations({ ...valid, pendingDestination: aDestination() })).toEqual([
      { field: 'destination', code: 'duplicateDestination' },
    ]);
  });

  it('property: never throws on junk and only answers with its own codes', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.anything(),
        fc.anything(),
        fc.anything(),
        (departureCity, isValidLocation, destinations, pending) => {
          const input = { departureCity, isValidLocation, destinations, pendingDestination: pending };
          const errors = validateDestinations(input as unknown as DestinationsInput);
          for (const e of errors) expect(DESTINATION_CODES).toContain(e.code);
          expect(errors.some((e) => e.field === 'departureCity')).toBe(
            typeof departureCity !== 'string' || departureCity.trim() === '' || isValidLocation !== true,
          );
        },
      ),
    );
  });
});

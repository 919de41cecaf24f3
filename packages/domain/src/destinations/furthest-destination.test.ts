import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDestination } from '../test-support/quote-form';
import {
  formatFurthestDestination,
  furthestDestinationOf,
  parseFurthestDestination,
} from './furthest-destination';
import { destinationsWithinCanada } from './trip-places';

describe('furthest destination (spec 3)', () => {
  it('formats airport then country, comma-separated', () => {
    expect(formatFurthestDestination(furthestDestinationOf(aDestination()))).toBe('LHR,GB');
    expect(formatFurthestDestination({ airport: '', country: 'FR' })).toBe('FR');
    expect(formatFurthestDestination({ airport: 'Paris, Orly', country: 'FR' })).toBe('Paris Orly,FR');
  });

  it('parses one or two non-empty parts, nothing else', () => {
    expect(parseFurthestDestination(' LHR , GB')).toEqual({ airport: 'LHR', country: 'GB' });
    expect(parseFurthestDestination('GB')).toEqual({ airport: '', country: 'GB' });
    expect(parseFurthestDestination('a,b,c')).toBeUndefined();
    expect(parseFurthestDestination(',GB')).toBeUndefined();
    expect(parseFurthestDestination(null)).toBeUndefined();
  });

  it('falls back to the location name when it has no airport code', () => {
    expect(furthestDestinationOf(aDestination({ iata: '', name: 'Lisbon' }))).toEqual({
      airport: 'Lisbon',
      country: 'GB',
    }); // A whole country picked in the destination search: the country alone, which the quote prices.
    const france = { iata: '', name: 'France', city: '', state: '', country: 'FR' };
    expect(formatFurthestDestination(furthestDestinationOf(france))).toBe('FR');
    expect(destinationsWithinCanada([formatFurthestDestination(furthestDestinationOf(france))])).toBe(false);
    const canada = { ...france, name: 'Canada', country: 'CA' };
    expect(destinationsWithinCanada([formatFurthestDestination(furthestDestinationOf(canada))])).toBe(true);
  });

  it('property: parsing a formatted destination gives its cleaned parts back', () => {
    const arbPart = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(arbPart, arbPart, (airport, country) => {
        const clean = (s: string) => s.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
        fc.pre(clean(country) !== '');
        expect(parseFurthestDestination(formatFurthestDestination({ airport, country }))).toEqual({
          airport: clean(airport),
          country: clean(country),
        });
      }),
    );
  });
});

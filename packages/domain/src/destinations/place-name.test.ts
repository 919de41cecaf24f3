import { describe, expect, it } from 'vitest';
import { placeName } from './place-name';

const FRANCE = { code: 'FR', name: { en: 'France', fr: 'France' } };
const US = { code: 'US', name: { en: 'United States', fr: 'États-Unis' } };

describe('a place of a trip in words', () => {
  it('an airport by its city, code and country in each language', () => {
    expect(placeName({ iata: 'JFK', name: 'John F Kennedy Intl', city: 'New York' }, US)).toEqual({
      en: 'New York (JFK), United States',
      fr: 'New York (JFK), États-Unis',
    });
  });

  it('an airport without a city by its name; a country alone by its name', () => {
    expect(placeName({ iata: 'XYZ', name: 'Field', city: '' }, FRANCE).en).toBe('Field (XYZ), France');
    expect(placeName(undefined, US)).toEqual({ en: 'United States', fr: 'États-Unis' });
  });

  it('an unknown country by its code', () => {
    expect(placeName(undefined, { code: 'ZZ', name: undefined })).toEqual({ en: 'ZZ', fr: 'ZZ' });
  });
});

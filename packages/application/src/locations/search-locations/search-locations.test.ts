import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CountryName, LocationCriteria, TravelLocation } from '../travel-location.repository.port';
import { listLocations, searchLocations } from './search-locations';

const spy = (rows: readonly TravelLocation[] = [], countries: readonly CountryName[] = []) => {
  const seen: LocationCriteria[] = [];
  return {
    seen,
    repo: {
      search: async (c: LocationCriteria) => (seen.push(c), rows),
      countries: async () => countries,
    },
  };
};
let nextId = 1;
const airport = (
  iata: string,
  city: string,
  country: string,
  countryName: string,
  state = '',
): TravelLocation => ({
  id: nextId++,
  iata,
  name: `${city} Airport`,
  city,
  state,
  country,
  countryName,
});
const COUNTRIES: readonly CountryName[] = [
  { code: 'FR', nameEn: 'France', nameFr: 'France' },
  { code: 'GA', nameEn: 'Gabon', nameFr: 'Gabon' },
  { code: 'US', nameEn: 'United States of America', nameFr: 'États-Unis d’Amérique' },
  { code: 'CA', nameEn: 'Canada', nameFr: 'Canada' },
];

describe('location search', () => {
  it('searches outside Canada as "not CA" and inside as "CA" (spec 7.2)', async () => {
    const { seen, repo } = spy();
    await searchLocations(repo, { prefix: 'par', outsideCanada: true, language: 'en' });
    await searchLocations(repo, { prefix: 'mon', outsideCanada: false, language: 'fr' });
    expect(seen[0]).toMatchObject({ prefix: 'par', countryNot: 'CA', limit: 100 });
    expect(seen[1]).toMatchObject({ prefix: 'mon', country: 'CA', limit: 100, language: 'fr' });
  });
  it('France: the country first, then the airports the store found, at most the limit', async () => {
    const franceville = airport('MVB', 'Franceville', 'GA', 'Gabon');
    const cdg = airport('CDG', 'Paris', 'FR', 'France', 'Île-de-France');
    const { repo } = spy(
      [
        franceville,
        cdg,
        ...Array.from({ length: 30 }, (_, i) => airport(`F${i}A`, `Francetown ${i}`, 'US', 'USA')),
      ],
      COUNTRIES,
    );
    const found = await searchLocations(repo, { prefix: 'France', language: 'en', countries: true });
    expect(found.map((l) => l.iata || l.country).slice(0, 3)).toEqual(['FR', 'CDG', 'MVB']);
    expect(found[0]).toMatchObject({ iata: '', city: '', country: 'FR', name: 'France' });
    expect(found[0]?.id).toBeLessThan(0);
    expect(found).toHaveLength(20);
  });
  it('États-Unis, Etats Unis and USA: the United States, named in the asked language', async () => {
    const { repo } = spy([], COUNTRIES);
    for (const prefix of ['États-Unis', 'Etats Unis', 'USA'])
      expect(await searchLocations(repo, { prefix, language: 'fr', countries: true })).toEqual([
        expect.objectContaining({ country: 'US', name: 'États-Unis d’Amérique' }),
      ]);
  });
  it('Londres and Floride ask the store for London and Florida too; Cancun finds Cancún', async () => {
    const lhr = airport('LHR', 'London', 'GB', 'United Kingdom', 'England');
    const mia = airport('MIA', 'Miami', 'US', 'United States of America', 'Florida');
    const cun = airport('CUN', 'Ciudad de Cancún', 'MX', 'Mexico', 'Quintana Roo');
    const london = spy([lhr]);
    expect(await searchLocations(london.repo, { prefix: 'Londres', language: 'fr' })).toEqual([lhr]);
    expect(london.seen[0]?.alsoPrefixes).toEqual(['London']);
    const florida = spy([mia]);
    expect(await searchLocations(florida.repo, { prefix: 'Floride', language: 'fr' })).toEqual([mia]);
    expect(florida.seen[0]?.alsoPrefixes).toEqual(['Florida']);
    for (const prefix of ['Cancun', 'Cancún', 'CANCUN'])
      expect(await searchLocations(spy([cun]).repo, { prefix, language: 'en' })).toEqual([cun]);
  });
  it('offers countries only when asked, and only within the searched scope', async () => {
    const { repo } = spy([], COUNTRIES);
    expect(await searchLocations(repo, { prefix: 'Canada', language: 'en' })).toEqual([]);
    expect(
      await searchLocations(repo, { prefix: 'Canada', language: 'en', countries: true, outsideCanada: true }),
    ).toEqual([]);
    expect(
      await searchLocations(repo, {
        prefix: 'Canada',
        language: 'en',
        countries: true,
        outsideCanada: false,
      }),
    ).toEqual([expect.objectContaining({ country: 'CA', iata: '' })]);
  });
  it('treats a blank prefix as no prefix', async () => {
    const { seen, repo } = spy();
    await searchLocations(repo, { prefix: '   ', language: 'en' });
    expect(seen[0]?.prefix).toBeUndefined();
  });
  it('property: the autosuggest never asks for more than 20 rows, the list never more than 1000', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(fc.integer({ min: -10, max: 1_000_000 })), async (limit) => {
        const { seen, repo } = spy();
        await searchLocations(repo, { limit, language: 'en' });
        await listLocations(repo, { limit, language: 'en' });
        expect(seen[0]?.limit).toBeGreaterThanOrEqual(1);
        expect(seen[0]?.limit).toBeLessThanOrEqual(20);
        expect(seen[1]?.limit).toBeGreaterThanOrEqual(1);
        expect(seen[1]?.limit).toBeLessThanOrEqual(1000);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocationCriteria } from '../travel-location.repository.port';
import { listLocations, searchLocations } from './search-locations';

const spy = () => {
  const seen: LocationCriteria[] = [];
  return { seen, repo: { search: async (c: LocationCriteria) => (seen.push(c), []) } };
};

describe('location search', () => {
  it('searches outside Canada as "not CA" and inside as "CA" (spec 7.2)', async () => {
    const { seen, repo } = spy();
    await searchLocations(repo, { prefix: 'par', outsideCanada: true, language: 'en' });
    await searchLocations(repo, { prefix: 'mon', outsideCanada: false, language: 'fr' });
    expect(seen[0]).toMatchObject({ prefix: 'par', countryNot: 'CA', limit: 20 });
    expect(seen[1]).toMatchObject({ prefix: 'mon', country: 'CA', limit: 20, language: 'fr' });
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

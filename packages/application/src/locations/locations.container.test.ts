import 'reflect-metadata';
import { Effect } from 'effect';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { locationsModule, locationsUseCases } from './locations.module';
import { LOCATION_TOKENS } from './locations.tokens';
import type { LocationCriteria } from './travel-location.repository.port';

describe('locations wiring', () => {
  it('locationsModule resolves the use case; the search asks the repository within its limits', async () => {
    const asked: LocationCriteria[] = [];
    const container = new Container();
    container.bind(LOCATION_TOKENS.Locations).toConstantValue({
      search: async (c: LocationCriteria) => (asked.push(c), []),
      countries: async () => [],
    });
    container.loadSync(locationsModule);
    const { travelLocations } = locationsUseCases(container);
    expect(
      await Effect.runPromise(travelLocations.search({ prefix: ' Par ', limit: 5, language: 'fr' })),
    ).toEqual([]);
    // The store is asked for more candidates than shown: the domain ranks them and keeps 5.
    expect(asked).toEqual([{ prefix: 'Par', limit: 100, language: 'fr' }]);
  });
});

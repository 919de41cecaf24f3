import { searchLocations } from '@tripx/application';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres } from '@tripx/testing/postgres';
import type { Database } from '../database/database';
import { seedReferenceData } from '../seed/reference-data.seed';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SqlTravelLocationRepository } from './sql-travel-location.repository';

/** The destination search of issue 16 item 6 on the seeded airport and country data. */
const contract = (engine: string, open: () => Promise<{ database: Database; drop: () => Promise<void> }>) =>
  describe(`travel-location search on the seeded data (${engine})`, () => {
    let database: Database;
    let drop: () => Promise<void>;
    let repo: SqlTravelLocationRepository;
    beforeAll(async () => {
      ({ database, drop } = await open());
      await database.db.transaction().execute((trx) => seedReferenceData(trx));
      repo = new SqlTravelLocationRepository(database.db);
    }, 120_000);
    afterAll(() => drop());

    const destinations = (prefix: string, language: 'en' | 'fr' = 'en') =>
      searchLocations(repo, { prefix, language, outsideCanada: true, countries: true });

    it('Cancun and Cancún find Cancún (CUN) first', async () => {
      for (const q of ['Cancun', 'Cancún', 'CANCUN', 'cancún'])
        expect((await destinations(q))[0]).toMatchObject({ iata: 'CUN', country: 'MX' });
    });
    it('Londres finds London, Floride Florida', async () => {
      const london = await destinations('Londres', 'fr');
      expect(london.length).toBeGreaterThan(0);
      expect(london.every((l) => l.city === 'London')).toBe(true);
      expect(london.map((l) => l.iata)).toContain('LHR');
      const florida = await destinations('Floride', 'fr');
      expect(florida.length).toBeGreaterThan(0);
      expect(florida.every((l) => l.state === 'Florida')).toBe(true);
    });
    it('États-Unis, Etats Unis and USA find the United States first, France finds France first', async () => {
      for (const q of ['États-Unis', 'Etats Unis', 'USA'])
        expect((await destinations(q, 'fr'))[0]).toMatchObject({ iata: '', country: 'US' });
      const france = await destinations('France');
      expect(france[0]).toMatchObject({ iata: '', city: '', country: 'FR', name: 'France' });
      expect(france).toHaveLength(20);
    });
    it('a departure search (no countries) still finds airports only; an IATA code comes first', async () => {
      const found = await searchLocations(repo, { prefix: 'France', language: 'en' });
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((l) => l.iata !== '')).toBe(true);
      expect((await searchLocations(repo, { prefix: 'YuL', language: 'fr' }))[0]).toMatchObject({
        iata: 'YUL',
      });
      expect(await searchLocations(repo, { prefix: '%', language: 'en' })).toEqual([]);
    });
    it('a folded prefix uses the migration 013 index', async () => {
      await sql`set enable_seqscan = off`.execute(database.db);
      try {
        const plan = await sql<Record<string, string>>`explain select id from travel_locations
        where city_folded like 'cancun%'`.execute(database.db);
        expect(plan.rows.map((r) => Object.values(r).join(' ')).join('\n')).toContain(
          'travel_locations_city_folded_idx',
        );
      } finally {
        await sql`set enable_seqscan = on`.execute(database.db);
      }
    });
  });

contract('PGlite', async () => {
  const database = await migratedPglite();
  return { database, drop: () => database.close() };
});
await describeOnPostgres('travel-location search on PostgreSQL', () =>
  contract('PostgreSQL', migratedPostgres),
);

import type { LocationCriteria, TravelLocation, TravelLocationRepository } from '@tripx/application';
import { sql } from 'kysely';
import type { Db } from '../database/database';

/** `abc` → `abc%` with LIKE's own wildcards escaped, so user text matches literally. */
const prefixPattern = (prefix: string): string =>
  `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class SqlTravelLocationRepository implements TravelLocationRepository {
  constructor(private readonly db: Db) {}

  async search(c: LocationCriteria): Promise<readonly TravelLocation[]> {
    const countryName = c.language === 'fr' ? 'c.name_fr' : 'c.name_en';
    let q = this.db
      .selectFrom('travel_locations as l')
      .innerJoin('countries as c', 'c.code', 'l.country')
      .select([
        'l.id',
        'l.iata',
        'l.name',
        'l.city',
        'l.state',
        'l.country',
        sql.ref<string>(countryName).as('countryName'),
      ]);
    if (c.country) q = q.where('l.country', '=', c.country);
    if (c.countryNot) q = q.where('l.country', '<>', c.countryNot);
    if (c.prefix) {
      const p = prefixPattern(c.prefix);
      q = q.where((eb) =>
        eb.or(
          ['l.iata', 'l.name', 'l.city', 'l.state', 'c.name_en', 'c.name_fr', 'l.country'].map((col) =>
            eb(eb.fn('lower', [sql.ref(col)]), 'like', p),
          ),
        ),
      );
      // An exact IATA code first, then codes, cities and names that start with the text.
      const lower = c.prefix.toLowerCase();
      q = q.orderBy(
        sql`case when lower(l.iata) = ${lower} then 0 when lower(l.iata) like ${p} then 1
          when lower(l.city) like ${p} then 2 when lower(l.name) like ${p} then 3 else 4 end`,
      );
    }
    return q.orderBy('l.name').orderBy('l.iata').limit(c.limit).execute();
  }
}

import type {
  CountryName,
  LocationCriteria,
  TravelLocation,
  TravelLocationRepository,
} from '@tripx/application';
import { normalizePlace } from '@tripx/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../database/database';

/** LIKE's own wildcards escaped, so user text matches literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A column as migration 013 stores it folded (`l.city` → `l.city_folded`); codes are folded here. */
const folded = (column: string) =>
  column.endsWith('iata') || column.endsWith('country')
    ? sql.raw(`lower(${column})`)
    : sql.ref(`${column}_folded`);

export class SqlTravelLocationRepository implements TravelLocationRepository {
  constructor(private readonly db: Db) {}

  async countries(): Promise<readonly CountryName[]> {
    return this.db
      .selectFrom('countries')
      .select(['code', 'name_en as nameEn', 'name_fr as nameFr'])
      .orderBy('code')
      .execute();
  }

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
      // Folded as the domain folds: `Cancún`, `cancun` and `CANCUN` are one text.
      const terms = [...new Set([c.prefix, ...(c.alsoPrefixes ?? [])].map(normalizePlace))].filter(
        (t) => t !== '',
      );
      if (terms.length === 0) return [];
      const matches: Expression<SqlBool>[] = terms.flatMap((term) => {
        const prefix = `${escapeLike(term)}%`;
        const word = `% ${escapeLike(term)}%`;
        return [
          ...['l.iata', 'l.name', 'l.city', 'l.state', 'c.name_en', 'c.name_fr', 'l.country'].map(
            (col) => sql<SqlBool>`${folded(col)} like ${prefix}`,
          ),
          // A word of the city or the name (`Ciudad de Cancún`): a scan of the stored folded names.
          sql<SqlBool>`${folded('l.city')} like ${word}`,
          sql<SqlBool>`${folded('l.name')} like ${word}`,
        ];
      });
      q = q.where((eb) => eb.or(matches));
      // An exact IATA code first, then exact cities, then codes, cities and names that start with the
      // text; the application ranks these candidates again with the domain's rule.
      const first = terms[0] as string;
      const prefixes = terms.map((t) => `${escapeLike(t)}%`);
      const anyLike = (col: string) =>
        sql.join(
          prefixes.map((p) => sql`${folded(col)} like ${p}`),
          sql` or `,
        );
      q = q.orderBy(
        sql`case when ${folded('l.iata')} = ${first} then 0
          when ${folded('l.city')} in (${sql.join(terms)}) then 1
          when ${folded('l.iata')} like ${prefixes[0]} then 2
          when ${anyLike('l.city')} then 3 when ${anyLike('l.name')} then 4 else 5 end`,
      );
    }
    return q.orderBy('l.name').orderBy('l.iata').limit(c.limit).execute();
  }
}

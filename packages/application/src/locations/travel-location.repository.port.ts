export interface TravelLocation {
  readonly id: number;
  readonly iata: string;
  readonly name: string;
  readonly city: string;
  readonly state: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly countryName: string;
}

export interface LocationCriteria {
  /**
   * Accent-, case- and punctuation-insensitive prefix (domain normalizePlace) of iata, name, city,
   * state or country (code or name), or of a word of the city or name; none = all.
   */
  readonly prefix?: string;
  /** Data names the prefix means through an alias (`Londres` → `London`), matched the same way. */
  readonly alsoPrefixes?: readonly string[];
  readonly country?: string;
  readonly countryNot?: string;
  readonly limit: number;
  readonly language: 'en' | 'fr';
}

/** A country with its English and French names (the countries table). */
export interface CountryName {
  readonly code: string;
  readonly nameEn: string;
  readonly nameFr: string;
}

export interface TravelLocationRepository {
  /** Every country (about 250 rows), for the destination search's country entries. */
  countries(): Promise<readonly CountryName[]>;
  /** One row per IATA code (the table is unique on it), ordered by IATA match first, then name. */
  search(criteria: LocationCriteria): Promise<readonly TravelLocation[]>;
}

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
  /** Case-insensitive prefix on iata, name, city, state or country (code or name); none = all. */
  readonly prefix?: string;
  readonly country?: string;
  readonly countryNot?: string;
  readonly limit: number;
  readonly language: 'en' | 'fr';
}

export interface TravelLocationRepository {
  /** One row per IATA code (the table is unique on it), ordered by IATA match first, then name. */
  search(criteria: LocationCriteria): Promise<readonly TravelLocation[]>;
}

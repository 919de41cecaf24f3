import type { Localized } from '../catalogue/localized';

/** An airport as the travel locations list it: its code, name and city (single-language data). */
export interface NamedAirport {
  readonly iata: string;
  readonly name: string;
  readonly city: string;
}

/**
 * A place of a trip in words, in both languages: an airport as "city (IATA), country", a country
 * alone by its name; the country's name in each language, its code when the country is unknown.
 */
export const placeName = (
  airport: NamedAirport | undefined,
  country: { readonly code: string; readonly name: Localized<string> | undefined },
): Localized<string> => {
  const inLanguage = (lang: 'en' | 'fr'): string => {
    const countryName = country.name?.[lang] ?? country.code;
    return airport ? `${airport.city || airport.name} (${airport.iata}), ${countryName}` : countryName;
  };
  return { en: inLanguage('en'), fr: inLanguage('fr') };
};

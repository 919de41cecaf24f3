import type { LocationService, TravelLocation } from '@tripx/application';

/** Locations answered from a short fixed list, filtered like the server's prefix search. */
export const fakeLocations = (
  rows: readonly TravelLocation[],
): LocationService & { readonly searches: string[] } => {
  const searches: string[] = [];
  const find = async ({ search, outsideCanada }: { search: string; outsideCanada?: boolean }) => {
    searches.push(search);
    const s = search.toLowerCase();
    return rows.filter(
      (r) =>
        [r.iata, r.name, r.city].some((x) => x.toLowerCase().startsWith(s)) &&
        (outsideCanada === undefined || (r.country !== 'CA') === outsideCanada),
    );
  };
  return { searches, departureCities: find, destinations: find };
};

export const TORONTO: TravelLocation = {
  id: 1,
  iata: 'YYZ',
  name: 'Pearson International',
  city: 'Toronto',
  state: 'Ontario',
  country: 'CA',
  countryName: 'Canada',
};
export const PARIS: TravelLocation = {
  id: 2,
  iata: 'CDG',
  name: 'Charles de Gaulle',
  city: 'Paris',
  state: 'Île-de-France',
  country: 'FR',
  countryName: 'France',
};
export const LONDON: TravelLocation = {
  id: 3,
  iata: 'LHR',
  name: 'Heathrow',
  city: 'London',
  state: 'England',
  country: 'GB',
  countryName: 'United Kingdom',
};
/** A whole country as the destination search offers it: no IATA code, no city, a negative id. */
export const FRANCE: TravelLocation = {
  id: -70082,
  iata: '',
  name: 'France',
  city: '',
  state: '',
  country: 'FR',
  countryName: 'France',
};

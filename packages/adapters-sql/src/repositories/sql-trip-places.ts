import type { NamedCode, TripPlaces } from '@tripx/application';
import { parseFurthestDestination, placeName, type FurthestDestination } from '@tripx/domain';
import type { Db } from '../database/database';

/**
 * A booking's departure city and destinations by their names, from the travel locations and
 * countries the purchase app picks them from; a code neither knows keeps its code as its name.
 */
export const tripPlaces = async (
  db: Db,
  trip: { readonly departureLocation?: string; readonly destinations?: readonly string[] },
): Promise<TripPlaces> => {
  const departure = trip.departureLocation?.trim() ?? '';
  const destinations = (trip.destinations ?? []).map((code) => ({
    code,
    place: parseFurthestDestination(code),
  }));
  const wanted = destinations.flatMap((d) => (d.place ? [d.place] : []));
  const iatas = [...new Set([departure, ...wanted.map((p) => p.airport)].filter((c) => c !== ''))];
  const airports =
    iatas.length === 0
      ? []
      : await db
          .selectFrom('travel_locations')
          .select(['iata', 'name', 'city', 'country'])
          .where('iata', 'in', iatas)
          .execute();
  const countryCodes = [...new Set([...airports.map((a) => a.country), ...wanted.map((p) => p.country)])];
  const countries =
    countryCodes.length === 0
      ? []
      : await db
          .selectFrom('countries')
          .select(['code', 'name_en', 'name_fr'])
          .where('code', 'in', countryCodes)
          .execute();
  const countryOf = (code: string) => {
    const c = countries.find((row) => row.code === code);
    return { code, name: c ? { en: c.name_en, fr: c.name_fr } : undefined };
  };
  const nameOf = (code: string, place: FurthestDestination | undefined): NamedCode => {
    if (!place) return { code, name: null };
    const airport = airports.find((a) => a.iata === place.airport);
    if (place.airport !== '' && !airport) return { code, name: null };
    return { code, name: placeName(airport, countryOf(airport?.country ?? place.country)) };
  };
  const departureAirport = airports.find((a) => a.iata === departure);
  return {
    departure:
      departure === ''
        ? null
        : departureAirport
          ? nameOf(departure, { airport: departure, country: departureAirport.country })
          : { code: departure, name: null },
    destinations: destinations.map((d) => nameOf(d.code, d.place)),
  };
};

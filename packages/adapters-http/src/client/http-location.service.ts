import {
  type LocationQuery,
  type LocationService,
  type TravelLocation,
  TravelLocationCodec,
} from '@tripx/application';
import { LIMITS } from '@tripx/domain';
import * as t from 'io-ts';
import { graphqlQuery } from './graphql-client';
import type { HttpClient } from './http-client';

const FIELDS = 'id iata name city state country countryName';
const query = (field: string) => /* GraphQL */ `
  query Locations($where: LocationWhere, $limit: Int, $lang: Lang) {
    ${field}(where: $where, limit: $limit, lang: $lang) { ${FIELDS} }
  }`;

/** Location searches of spec 7.2 (case-insensitive prefix, grouped by IATA, limit 20). */
export class HttpLocationService implements LocationService {
  constructor(private readonly http: HttpClient) {}

  departureCities(search: LocationQuery) {
    return this.search('airportLocations', search);
  }

  destinations(search: LocationQuery) {
    return this.search('distinctTravelLocations', search);
  }

  private async search(field: string, s: LocationQuery): Promise<readonly TravelLocation[]> {
    const where = {
      search: s.search,
      ...(s.outsideCanada === undefined ? {} : { outsideCanada: s.outsideCanada }),
    };
    const r = await graphqlQuery(this.http, t.record(t.string, t.array(TravelLocationCodec)), query(field), {
      where,
      limit: LIMITS.locationSearchLimit,
      lang: s.lang,
    });
    // A failed location search shows no suggestion rather than an error (spec 8).
    return r.ok ? (r.value[field] ?? []) : [];
  }
}

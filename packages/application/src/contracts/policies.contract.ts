import * as t from 'io-ts';
import { CalendarDateCodec, Text, boundedString, intFromString } from './codecs';

/** GET /api/policies/search: the filter fields of spec 3 plus paging (spec 9) and the `ts` cache-buster. */
export const PolicySearchQuery = t.partial({
  firstName: boundedString(100),
  lastName: boundedString(100),
  email: boundedString(100),
  phone: boundedString(20),
  policyNumber: boundedString(20),
  bookingRef: boundedString(40),
  groupNumber: boundedString(20),
  planCode: boundedString(10),
  organizationCode: boundedString(40),
  applicationDate: CalendarDateCodec,
  startDate: CalendarDateCodec,
  offset: intFromString(0, 1_000_000),
  limit: intFromString(1, 100),
  ts: Text,
});
export type PolicySearchQuery = t.TypeOf<typeof PolicySearchQuery>;

export const PolicyNumberParams = t.type({ policyNumber: boundedString(20, 'PolicyNumber') });
export const PolicyGetQuery = t.partial({ status: boundedString(10) });
export const OwnerCodeParams = t.type({ ownerCode: boundedString(40, 'OwnerCode') });

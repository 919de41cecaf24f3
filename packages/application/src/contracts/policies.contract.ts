import * as t from 'io-ts';
import { FAILED_ATTEMPT_STATUSES } from '../policy/policy-read.repository.port';
import { ATTEMPT_LIST, POLICY_LIST } from '@tripx/domain';
import { CalendarDateCodec, Text, boundedString, literalUnion } from './codecs';
import { listPageProps } from './list-page.contract';

/** GET /api/policies/search: the filter fields of spec 3 plus sort and paging (spec 9) and the `ts` cache-buster. */
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
  ...listPageProps(POLICY_LIST, 'PolicySortField'),
  ts: Text,
});
export type PolicySearchQuery = t.TypeOf<typeof PolicySearchQuery>;

export const PolicyNumberParams = t.type({ policyNumber: boundedString(20, 'PolicyNumber') });
export const PolicyGetQuery = t.partial({ status: boundedString(10) });
/**
 * GET /api/policies/{policyNumber}'s header (spec 7.4): present (any value, `true` by our client), the
 * answer is the purchase's confirmation, every policy associated with it in its booking.
 */
export const PolicyGetHeaders = t.partial({ 'associated-policy': boundedString(10) });
export const OwnerCodeParams = t.type({ ownerCode: boundedString(40, 'OwnerCode') });

/** GET /api/purchase-attempts: how the attempts ended, the Toronto days they were made on, sort and paging. */
export const AttemptSearchQuery = t.partial({
  status: literalUnion(FAILED_ATTEMPT_STATUSES, 'FailedAttemptStatus'),
  from: CalendarDateCodec,
  to: CalendarDateCodec,
  ...listPageProps(ATTEMPT_LIST, 'AttemptSortField'),
});
export type AttemptSearchQuery = t.TypeOf<typeof AttemptSearchQuery>;

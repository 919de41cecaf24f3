import * as t from 'io-ts';
import { AGENT_LIST, LICENCE_LIST } from '@tripx/domain';
import { CalendarDateCodec, LangCodec, boundedString, literalUnion } from './codecs';
import { listPageProps } from './list-page.contract';

/** GET /api/distribution/agent/search (spec 7.5); empty values are omitted by the client. */
export const AgentSearchQuery = t.partial({
  firstName: boundedString(100),
  lastName: boundedString(100),
  profileCode: boundedString(320),
  organizationCode: boundedString(40),
  status: boundedString(20),
  ...listPageProps(AGENT_LIST, 'AgentSortField'),
});
export type AgentSearchQuery = t.TypeOf<typeof AgentSearchQuery>;

export const ProfileRefQuery = t.type({ profileRef: boundedString(80, 'ProfileRef') });
export const OrganizationCodeQuery = t.type({ code: boundedString(40, 'OrganizationCode') });
export const AgentListQuery = t.type({ organizationCode: boundedString(40, 'OrganizationCode') });

/** POST /api/distribution/licenses/search: filter body (spec 3) and paging params. */
export const LicenceSearchBody = t.partial({
  organizationName: boundedString(100),
  branchCode: boundedString(40),
  firstName: boundedString(100),
  lastName: boundedString(100),
  profileCode: boundedString(320),
  licensedProvince: boundedString(2),
  name: boundedString(100),
  legalName: boundedString(100),
  licenseNumber: boundedString(40),
  status: literalUnion(
    ['IN_PROGRESS', 'RENEWAL_PENDING', 'AUTHORIZED', 'NOT_AUTHORIZED'] as const,
    'LicenceStatus',
  ),
  screeningStatus: boundedString(40),
  expiredDateStart: CalendarDateCodec,
  expiredDateEnd: CalendarDateCodec,
});
export type LicenceSearchBody = t.TypeOf<typeof LicenceSearchBody>;
export const LicenceSearchParams = t.partial({
  ...listPageProps(LICENCE_LIST, 'LicenceSortField'),
  lang: LangCodec,
});
export type LicenceSearchParams = t.TypeOf<typeof LicenceSearchParams>;

/** POST /api/distribution/list-organization (external-report organization search). */
export const OrganizationSearchBody = t.partial({
  name: boundedString(100),
  organizationType: boundedString(40),
  includeChildOrganizations: t.boolean,
  lang: LangCodec,
});
export type OrganizationSearchBody = t.TypeOf<typeof OrganizationSearchBody>;

/**
 * 200 of GET /api/distribution/agent/referring: the agents a booking may name as its referring agent
 * (`referredBy` = `profileCode`), sorted by last name then first name. Spec 6 labels them
 * "first name, last name (profile code)".
 */
export const ReferringAgentCodec = t.type({ profileCode: t.string, firstName: t.string, lastName: t.string });
export const ReferringAgentsResponseCodec = t.array(ReferringAgentCodec);
export type ReferringAgentsResponse = t.TypeOf<typeof ReferringAgentsResponseCodec>;

import {
  type AgentProfileResponse,
  type AgentSearchParams,
  type AgentSearchResponse,
  type DistributionService,
  type LicenceRowResponse,
  success,
  type UserRecordView,
} from '@tripx/application';

type Agent = AgentSearchResponse['agents'][number];

export const anAgent = (over: Partial<Agent> = {}): Agent => ({
  agentName: 'Léa Martin',
  profileCode: 'lea@example.com',
  profileRef: 'prf-lea',
  status: 'ACTIVE',
  role: 'Travel Consultant',
  accessType: 'Consultant_Own',
  organizationCode: 'MAPLE-TOR',
  ...over,
});

/** A user record of agentlist (spec 3). */
export const aUserRecord = (over: Partial<UserRecordView> = {}): UserRecordView => ({
  organizationCode: 'MAPLE-TOR',
  agentId: 'prf-lea',
  firstName: 'Léa',
  lastName: 'Martin',
  emailAddress: 'lea.martin@example.com',
  role: 'Consultant_Own',
  preferredLang: 'fr',
  provinceLicense: ['ON', 'QC'],
  status: 'ACTIVE',
  agencyCode: 'MAPLE',
  profileCode: 'lea@example.com',
  profileRef: 'prf-lea',
  employmentType: null,
  ...over,
});

export const aLicence = (over: Partial<LicenceRowResponse> = {}): LicenceRowResponse => ({
  id: 'lic-1',
  name: 'Léa Martin',
  status: 'AUTHORIZED',
  licensedProvince: 'ON',
  organizationCode: 'MAPLE-TOR',
  licenseNumber: 'ON-1',
  isDeleted: false,
  expiryDate: '2099-12-31',
  screeningStatus: null,
  profileRef: 'prf-lea',
  ...over,
});

/** Léa's profile as getProfileByRef answers it, with one licence. */
export const aProfile = (over: Partial<AgentProfileResponse> = {}): AgentProfileResponse => ({
  profileRef: 'prf-lea',
  profileCode: 'lea@example.com',
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.com',
  status: 'ACTIVE',
  role: 'Consultant_Own',
  title: null,
  language: 'fr',
  organizationCode: 'MAPLE-TOR',
  province: 'ON',
  city: null,
  country: 'CA',
  userType: 'CIAM_ID',
  employmentType: null,
  organizations: [{ organizationCode: 'MAPLE-TOR', default: true }],
  licenses: [aLicence()],
  ...over,
});

/** Agent search over a list, as the server pages it (status filter, offset and limit); records each query. */
export const agentSearchOver = (agents: readonly Agent[]) => {
  const queries: AgentSearchParams[] = [];
  const searchAgents: DistributionService['searchAgents'] = async (q) => {
    queries.push(q);
    const matching = agents.filter((a) => q.status === undefined || a.status === q.status);
    const offset = q.offset ?? 0;
    return success({ total: matching.length, agents: matching.slice(offset, offset + (q.limit ?? 10)) });
  };
  return { searchAgents, queries };
};

/** A service whose every call fails the test: each test replaces what it uses. */
export const unusedService = (): DistributionService =>
  new Proxy({} as DistributionService, {
    get: (_t, name) => () => {
      throw new Error(`unexpected call ${String(name)}`);
    },
  });

import type { AgentSortField, LicenceSortField, SortedSlice } from '@tripx/domain';
import type { OrganizationScope } from '../access/may-act-on';

export type Page<F extends string> = SortedSlice<F>;

export interface AgentRow {
  readonly profileRef: string;
  readonly profileCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly status: string;
  readonly role: string;
  readonly title: string | null;
  readonly language: string;
  readonly organizationCode: string;
  readonly province: string | null;
  readonly employmentType: string | null;
}

export interface LicenceRow {
  readonly id: string;
  readonly name: string;
  readonly status: string;
  readonly licensedProvince: string;
  readonly organizationCode: string;
  readonly licenseNumber: string;
  readonly isDeleted: boolean;
  readonly expiryDate: string | null;
  readonly screeningStatus: string | null;
  /** Present for an agent licence, absent for an agency licence (spec 3). */
  readonly profileRef?: string;
}

export interface AgentProfile extends AgentRow {
  readonly city: string | null;
  readonly country: string;
  readonly userType: string;
  readonly organizations: readonly { readonly organizationCode: string; readonly default: boolean }[];
  readonly licenses: readonly LicenceRow[];
}

export interface OrganizationNode {
  readonly code: string;
  readonly parentCode: string | null;
  readonly organizationName: string;
  readonly organizationNameInFrench: string;
  readonly category: string;
  readonly salesChannel: string;
}

export interface AgentCriteria {
  /** Agents are external (CIAM_ID, the default); users-internal lists the LAN_ID staff directory. */
  readonly userType?: 'CIAM_ID' | 'LAN_ID';
  readonly firstName?: string;
  readonly lastName?: string;
  readonly profileCode?: string;
  readonly organizationCode?: string;
  readonly status?: string;
}

export interface LicenceCriteria {
  readonly organizationName?: string;
  readonly branchCode?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly profileCode?: string;
  readonly licensedProvince?: string;
  readonly name?: string;
  readonly legalName?: string;
  readonly licenseNumber?: string;
  readonly status?: string;
  readonly screeningStatus?: string;
  /** Expiry range, inclusive (calendar days); a licence without an expiry date never matches a range. */
  readonly expiredDateStart?: string;
  readonly expiredDateEnd?: string;
}

export interface DistributionReadRepository {
  searchAgents(
    c: AgentCriteria,
    scope: OrganizationScope,
    page: Page<AgentSortField>,
  ): Promise<{ total: number; agents: readonly AgentRow[] }>;
  findProfile(profileRef: string): Promise<AgentProfile | undefined>;
  /** The provinces each of these users holds a licence in (deleted ones left out), sorted; a user with none is absent. */
  licensedProvinces(profileRefs: readonly string[]): Promise<ReadonlyMap<string, readonly string[]>>;
  searchLicences(
    c: LicenceCriteria,
    scope: OrganizationScope,
    page: Page<LicenceSortField>,
  ): Promise<{ total: number; licenses: readonly LicenceRow[] }>;
  organizations(): Promise<readonly OrganizationNode[]>;
  /** An organization's own (agency) licences, deleted ones included: no agent's. */
  agencyLicences(organizationCode: string): Promise<readonly LicenceRow[]>;
  roles(): Promise<
    readonly {
      readonly role: string;
      readonly title: string;
      readonly titleFr: string;
      readonly category: string;
    }[]
  >;
}

import type { AgentProfileForm } from '@tripx/domain';
import type * as t from 'io-ts';
import type { ReferringAgentsResponse } from '../contracts/distribution.contract';
import type { ApiResult } from '../contracts/service-result';
import type { LinkSection } from './distribution-admin.repository.port';
import type {
  AgentProfileResponse,
  UserRecordView,
  AgentSearchResponse,
  ContentByLanguageCodec,
  CreatedProfileCodec,
  DeletedCodec,
  ExternalLinkResponse,
  HierarchyResponse,
  LicenceRowResponse,
  LicenceSearchResponse,
  OrganizationDetailsResponse,
  OrganizationNodeResponse,
  RoleOption,
  SalesReportResponse,
} from './distribution.answers.contract';
import type { LinkInput } from './external-links/external-links';

export type LicenceOwnerKind = 'agent' | 'agency';
export type ExportFormat = 'xlsx' | 'csv';

export interface AgentSearchParams {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly profileCode?: string;
  readonly organizationCode?: string;
  readonly status?: string;
  readonly sortField?: string;
  readonly sortOrder?: 'asc' | 'desc';
  readonly offset?: number;
  readonly limit?: number;
}

export interface LicencePageParams {
  readonly sortField?: string;
  readonly sortOrder?: 'asc' | 'desc';
  readonly offset?: number;
  readonly limit?: number;
  readonly lang?: 'en' | 'fr';
}

/** The filter body of the licence search and export: the fields of spec 3, empty ones left out. */
export type LicenceFilterInput = Readonly<Partial<Record<string, string>>>;

export interface ReportRequest {
  readonly report: 'SalesJournals' | 'SalesActivity';
  readonly organizationCode: string;
  /** Calendar days, YYYY-MM-DD; the server refuses a range whose end comes first. */
  readonly from: string;
  readonly to: string;
  readonly level?: 'affiliation' | 'agency' | 'division';
  readonly includeChildOrganizations?: boolean;
  readonly lang?: 'en' | 'fr';
}

/** A file the service answers (an export): its bytes, type and the name the server gave it. */
export interface DownloadedFile {
  readonly bytes: ArrayBuffer;
  readonly type: string;
  readonly fileName: string;
}

/** The contract content a save sends: the languages edited, each its labels by key. */
export type ContentByLanguageInput = Readonly<Partial<Record<'en' | 'fr', Readonly<Record<string, string>>>>>;

/**
 * The distribution administration calls of issue 9 (agents, licences, agencies, reports, content,
 * links), as the staff app makes them; adapters-http's client implements it.
 */
export interface DistributionService {
  searchAgents(q: AgentSearchParams): Promise<ApiResult<AgentSearchResponse>>;
  /** The LAN_ID staff directory (staff only), same filters and paging as the agent search. */
  searchInternalUsers(
    q: Omit<AgentSearchParams, 'organizationCode'>,
  ): Promise<ApiResult<AgentSearchResponse>>;
  profile(profileRef: string): Promise<ApiResult<AgentProfileResponse>>;
  createProfile(body: AgentProfileForm): Promise<ApiResult<t.TypeOf<typeof CreatedProfileCodec>>>;
  updateProfile(profileRef: string, body: AgentProfileForm): Promise<ApiResult<{ profileRef: string }>>;
  /** The users of one organization (agentlist): user records of spec 3. */
  agentsOf(organizationCode: string): Promise<ApiResult<UserRecordView[]>>;
  /** The agents of the caller's current organization a booking may name as referring agent (booking claims). */
  referringAgents(): Promise<ApiResult<ReferringAgentsResponse>>;
  roles(): Promise<ApiResult<RoleOption[]>>;
  hierarchy(code: string): Promise<ApiResult<HierarchyResponse>>;
  /** Organizations the caller may see; `forReports` asks with REPORT_READ instead of ORGANIZATION_READ. */
  organizations(
    body: { name?: string; includeChildOrganizations?: boolean; lang?: 'en' | 'fr' },
    forReports?: boolean,
  ): Promise<ApiResult<OrganizationNodeResponse[]>>;
  organization(code: string): Promise<ApiResult<OrganizationDetailsResponse>>;
  searchLicences(
    filter: LicenceFilterInput,
    page: LicencePageParams,
  ): Promise<ApiResult<LicenceSearchResponse>>;
  exportLicences(
    filter: LicenceFilterInput,
    params: LicencePageParams & { format: ExportFormat },
  ): Promise<ApiResult<DownloadedFile>>;
  licence(kind: LicenceOwnerKind, ownerId: string, licenceId: string): Promise<ApiResult<LicenceRowResponse>>;
  createLicence(
    kind: LicenceOwnerKind,
    ownerId: string,
    license: Readonly<Record<string, unknown>>,
  ): Promise<ApiResult<LicenceRowResponse>>;
  updateLicence(
    kind: LicenceOwnerKind,
    ownerId: string,
    licenceId: string,
    license: Readonly<Record<string, unknown>>,
  ): Promise<ApiResult<LicenceRowResponse>>;
  report(body: ReportRequest): Promise<ApiResult<SalesReportResponse>>;
  exportReport(body: ReportRequest, format: ExportFormat): Promise<ApiResult<DownloadedFile>>;
  content(code: string): Promise<ApiResult<OrganizationDetailsResponse>>;
  saveContent(
    code: string,
    content: ContentByLanguageInput,
  ): Promise<ApiResult<t.TypeOf<typeof ContentByLanguageCodec>>>;
  links(section: LinkSection): Promise<ApiResult<ExternalLinkResponse[]>>;
  saveLink(section: LinkSection, link: LinkInput): Promise<ApiResult<ExternalLinkResponse>>;
  deleteLink(section: LinkSection, id: string): Promise<ApiResult<t.TypeOf<typeof DeletedCodec>>>;
  allowedDomains(): Promise<ApiResult<string[]>>;
}

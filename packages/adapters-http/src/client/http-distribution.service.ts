import {
  AgentProfileCodec,
  UserRecordCodec,
  type AgentSearchParams,
  AgentSearchResponseCodec,
  type ApiResult,
  ContentByLanguageCodec,
  type ContentByLanguageInput,
  CreatedProfileCodec,
  DeletedCodec,
  type DistributionService,
  type DownloadedFile,
  type ExportFormat,
  ExternalLinkCodec,
  HierarchyCodec,
  type LicenceFilterInput,
  type LicenceOwnerKind,
  type LicencePageParams,
  LicenceRowCodec,
  LicenceSearchResponseCodec,
  type LinkInput,
  type LinkSection,
  OrganizationDetailsCodec,
  OrganizationNodeCodec,
  ReferringAgentsResponseCodec,
  type ReportRequest,
  RoleOptionCodec,
  SalesReportCodec,
} from '@tripx/application';
import type { AgentProfileForm } from '@tripx/domain';
import * as t from 'io-ts';
import type { HttpClient } from './http-client';

const D = '/api/distribution';

/** Empty query values are left out (spec 7.5: the client omits empty filter fields). */
const filled = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

/** The distribution administration calls of issue 9 (agents, licences, agencies, reports, content, links). */
export class HttpDistributionService implements DistributionService {
  constructor(private readonly http: HttpClient) {}

  searchAgents(q: AgentSearchParams) {
    return this.http.get(AgentSearchResponseCodec, `${D}/agent/search`, { params: filled(q) });
  }

  /** users-internal: the LAN_ID staff directory (staff only), same filters and paging as the agent search. */
  searchInternalUsers(q: Omit<AgentSearchParams, 'organizationCode'>) {
    return this.http.get(AgentSearchResponseCodec, `${D}/users-internal/search`, { params: filled(q) });
  }

  profile(profileRef: string) {
    return this.http.get(AgentProfileCodec, `${D}/agent/getProfileByRef`, { params: { profileRef } });
  }

  createProfile(body: AgentProfileForm) {
    return this.http.post(CreatedProfileCodec, `${D}/agent/createProfile`, body);
  }

  updateProfile(profileRef: string, body: AgentProfileForm) {
    return this.http.put(t.type({ profileRef: t.string }), `${D}/agent/updateProfile`, body, {
      params: { profileRef },
    });
  }

  /** agentlist: the users of one organization. */
  agentsOf(organizationCode: string) {
    return this.http.get(t.array(UserRecordCodec), `${D}/agent/agentlist`, { params: { organizationCode } });
  }

  /** The agents of the caller's current organization a booking may name as referring agent (booking claims). */
  referringAgents() {
    return this.http.get(ReferringAgentsResponseCodec, `${D}/agent/referring`);
  }

  roles() {
    return this.http.get(t.array(RoleOptionCodec), `${D}/agent/getRoles`);
  }

  hierarchy(code: string) {
    return this.http.get(HierarchyCodec, `${D}/agent/getAgencyHierarchy`, { params: { code } });
  }

  /** Organizations the caller may see; `forReports` asks with REPORT_READ instead of ORGANIZATION_READ. */
  organizations(
    body: { name?: string; includeChildOrganizations?: boolean; lang?: 'en' | 'fr' },
    forReports = false,
  ) {
    const path = forReports ? 'list-organization-reports' : 'list-organization';
    return this.http.post(t.array(OrganizationNodeCodec), `${D}/${path}`, filled(body));
  }

  organization(code: string) {
    return this.http.get(OrganizationDetailsCodec, `${D}/agency/${encodeURIComponent(code)}`);
  }

  searchLicences(filter: LicenceFilterInput, page: LicencePageParams) {
    return this.http.post(LicenceSearchResponseCodec, `${D}/licenses/search`, filled(filter), {
      params: filled(page),
    });
  }

  exportLicences(filter: LicenceFilterInput, params: LicencePageParams & { format: ExportFormat }) {
    return this.http.download(`${D}/licenses/export`, filled(filter), { params: filled(params) });
  }

  licence(kind: LicenceOwnerKind, ownerId: string, licenceId: string) {
    return this.http.get(LicenceRowCodec, this.licencePath(kind, ownerId, licenceId));
  }

  createLicence(kind: LicenceOwnerKind, ownerId: string, license: Readonly<Record<string, unknown>>) {
    const body = kind === 'agent' ? { profileRef: ownerId, license } : { organizationCode: ownerId, license };
    return this.http.post(LicenceRowCodec, `${D}/${kind}/license`, body);
  }

  updateLicence(
    kind: LicenceOwnerKind,
    ownerId: string,
    licenceId: string,
    license: Readonly<Record<string, unknown>>,
  ) {
    return this.http.put(LicenceRowCodec, this.licencePath(kind, ownerId, licenceId), { license });
  }

  report(body: ReportRequest) {
    return this.http.post(SalesReportCodec, `${D}/reports`, body);
  }

  exportReport(body: ReportRequest, format: ExportFormat): Promise<ApiResult<DownloadedFile>> {
    return this.http.download(`${D}/reports/export`, body, { params: { format } });
  }

  content(code: string) {
    return this.http.get(OrganizationDetailsCodec, `${D}/maintenance/${encodeURIComponent(code)}/content`);
  }

  saveContent(code: string, content: ContentByLanguageInput) {
    return this.http.put(
      ContentByLanguageCodec,
      `${D}/maintenance/${encodeURIComponent(code)}/content`,
      content,
    );
  }

  links(section: LinkSection) {
    return this.http.get(t.array(ExternalLinkCodec), `${D}/links/${section}`);
  }

  saveLink(section: LinkSection, link: LinkInput) {
    return this.http.put(ExternalLinkCodec, `${D}/links/${section}`, filled(link));
  }

  deleteLink(section: LinkSection, id: string) {
    return this.http.delete(DeletedCodec, `${D}/links/${section}/${encodeURIComponent(id)}`);
  }

  allowedDomains() {
    return this.http.get(t.array(t.string), `${D}/links-allowed-domains`);
  }

  private licencePath(kind: LicenceOwnerKind, ownerId: string, licenceId: string): string {
    return `${D}/${kind}/${encodeURIComponent(ownerId)}/license/${encodeURIComponent(licenceId)}`;
  }
}

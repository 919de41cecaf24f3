import { ContainerModule } from 'inversify';
import { CreateAgentProfileUseCase } from './create-agent-profile/create-agent-profile';
import { EditContractContentUseCase } from './edit-contract-content/edit-contract-content';
import { ExportLicencesUseCase } from './export-licences/export-licences';
import {
  AllowedLinkDomainsUseCase,
  DeleteLinkUseCase,
  ListLinksUseCase,
  SaveLinkUseCase,
} from './external-links/external-links';
import { GetOrganizationUseCase } from './get-organization/get-organization';
import { GetProfileUseCase } from './get-profile/get-profile';
import { ListAgencyRolesUseCase } from './list-roles/list-roles';
import { ListOrganizationUsersUseCase } from './list-organization-users/list-organization-users';
import { GetAgencyHierarchyUseCase, ListOrganizationsUseCase } from './list-organizations/list-organizations';
import {
  CreateLicenceUseCase,
  GetLicenceUseCase,
  UpdateLicenceUseCase,
} from './manage-licences/manage-licences';
import {
  FindOrganizationByCodeUseCase,
  OwnOrganizationsUseCase,
  OwnProfileUseCase,
  SearchInternalUsersUseCase,
} from './own-organization/own-organization';
import { ReferringAgentsUseCase } from './referring-agents/referring-agents';
import { SalesReportUseCase } from './sales-report/sales-report';
import { SearchAgentsUseCase } from './search-agents/search-agents';
import { SearchLicencesUseCase } from './search-licences/search-licences';
import { UpdateAgentProfileUseCase } from './update-agent-profile/update-agent-profile';

/** Every distribution use case, by the name the HTTP edge calls it. */
const USE_CASES = {
  searchAgents: SearchAgentsUseCase,
  organizationUsers: ListOrganizationUsersUseCase,
  getProfile: GetProfileUseCase,
  agencyHierarchy: GetAgencyHierarchyUseCase,
  agencyRoles: ListAgencyRolesUseCase,
  searchLicences: SearchLicencesUseCase,
  listOrganizations: ListOrganizationsUseCase,
  createProfile: CreateAgentProfileUseCase,
  updateProfile: UpdateAgentProfileUseCase,
  createLicence: CreateLicenceUseCase,
  getLicence: GetLicenceUseCase,
  updateLicence: UpdateLicenceUseCase,
  exportLicences: ExportLicencesUseCase,
  getOrganization: GetOrganizationUseCase,
  salesReport: SalesReportUseCase,
  editContractContent: EditContractContentUseCase,
  listLinks: ListLinksUseCase,
  allowedLinkDomains: AllowedLinkDomainsUseCase,
  saveLink: SaveLinkUseCase,
  deleteLink: DeleteLinkUseCase,
  findOrganizationByCode: FindOrganizationByCodeUseCase,
  ownOrganizations: OwnOrganizationsUseCase,
  ownProfile: OwnProfileUseCase,
  searchInternalUsers: SearchInternalUsersUseCase,
  referringAgents: ReferringAgentsUseCase,
} as const;

export const DISTRIBUTION_USE_CASES: readonly (abstract new (...args: never[]) => unknown)[] =
  Object.values(USE_CASES);

/**
 * The distribution context's use cases. Its ports (DISTRIBUTION_TOKENS: the stores and their
 * transaction boundary, ids, the HTML sanitizer) are bound by whoever composes it: the server, a test.
 */
export const distributionModule = new ContainerModule(({ bind }) => {
  for (const useCase of Object.values(USE_CASES)) bind(useCase).toSelf().inSingletonScope();
});

export type DistributionUseCases = {
  readonly [K in keyof typeof USE_CASES]: InstanceType<(typeof USE_CASES)[K]>;
};

/** The use cases the HTTP edge calls, taken from a container that loaded distributionModule. */
export const distributionUseCases = (container: {
  get<T>(id: abstract new (...args: never[]) => T): T;
}): DistributionUseCases => ({
  searchAgents: container.get(SearchAgentsUseCase),
  organizationUsers: container.get(ListOrganizationUsersUseCase),
  getProfile: container.get(GetProfileUseCase),
  agencyHierarchy: container.get(GetAgencyHierarchyUseCase),
  agencyRoles: container.get(ListAgencyRolesUseCase),
  searchLicences: container.get(SearchLicencesUseCase),
  listOrganizations: container.get(ListOrganizationsUseCase),
  createProfile: container.get(CreateAgentProfileUseCase),
  updateProfile: container.get(UpdateAgentProfileUseCase),
  createLicence: container.get(CreateLicenceUseCase),
  getLicence: container.get(GetLicenceUseCase),
  updateLicence: container.get(UpdateLicenceUseCase),
  exportLicences: container.get(ExportLicencesUseCase),
  getOrganization: container.get(GetOrganizationUseCase),
  salesReport: container.get(SalesReportUseCase),
  editContractContent: container.get(EditContractContentUseCase),
  listLinks: container.get(ListLinksUseCase),
  allowedLinkDomains: container.get(AllowedLinkDomainsUseCase),
  saveLink: container.get(SaveLinkUseCase),
  deleteLink: container.get(DeleteLinkUseCase),
  findOrganizationByCode: container.get(FindOrganizationByCodeUseCase),
  ownOrganizations: container.get(OwnOrganizationsUseCase),
  ownProfile: container.get(OwnProfileUseCase),
  searchInternalUsers: container.get(SearchInternalUsersUseCase),
  referringAgents: container.get(ReferringAgentsUseCase),
});

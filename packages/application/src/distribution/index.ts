export * from './distribution-read.repository.port';
export * from './distribution-admin.repository.port';
export * from './distribution-transactions.port';
export * from './distribution.tokens';
export * from './distribution.module';
export {
  LicenceRefused,
  InvalidForm,
  DistributionNotFound,
  DistributionForbidden,
  DistributionConflict,
  LicenceAuthorizationStaffOnly,
  DISTRIBUTION_ERROR_CODES,
  type DistributionError,
  type DistributionWriteError,
} from './distribution.errors';
export * from './get-profile/get-profile';
export * from './list-organizations/list-organizations';
export * from './list-roles/list-roles';
export * from './search-agents/search-agents';
export * from './list-organization-users/list-organization-users';
export * from './search-licences/search-licences';
export * from './assert-agent-may-book/assert-agent-may-book';
export * from './create-agent-profile/create-agent-profile';
export * from './edit-contract-content/edit-contract-content';
export * from './export-licences/export-licences';
export * from './export-table';
export * from './external-links/external-links';
export * from './get-organization/get-organization';
export * from './manage-licences/licence-form';
export * from './manage-licences/manage-licences';
export * from './sales-report/sales-report';
export * from './sales-report/sales-report-table';
export * from './update-agent-profile/update-agent-profile';
export * from './own-organization/own-organization';
export * from './assert-agent-may-book/licence-refusal';
export * from './referring-agents/referring-agent.repository.port';
export * from './referring-agents/referring-agents';
export * from './distribution.answers.contract';
export * from './distribution.service.port';

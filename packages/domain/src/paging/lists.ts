import type { ListSort } from './list-page';

/**
 * The staff lists' sort allow-lists and how each opens: policies and attempts newest first (spec 7.4),
 * agents by first name and licences by name, ascending (spec 9).
 */
export const POLICY_SORT_FIELDS = [
  'purchaseDate',
  'policyNumber',
  'traveller',
  'planCode',
  'status',
  'startDate',
  'endDate',
  'premium',
] as const;
export type PolicySortField = (typeof POLICY_SORT_FIELDS)[number];
export const POLICY_LIST: ListSort<PolicySortField> = {
  fields: POLICY_SORT_FIELDS,
  field: 'purchaseDate',
  order: 'desc',
};

export const ATTEMPT_SORT_FIELDS = ['createdAt', 'status', 'organizationCode', 'startDate', 'total'] as const;
export type AttemptSortField = (typeof ATTEMPT_SORT_FIELDS)[number];
export const ATTEMPT_LIST: ListSort<AttemptSortField> = {
  fields: ATTEMPT_SORT_FIELDS,
  field: 'createdAt',
  order: 'desc',
};

export const AGENT_SORT_FIELDS = ['firstName', 'lastName', 'profileCode', 'status', 'role'] as const;
export type AgentSortField = (typeof AGENT_SORT_FIELDS)[number];
export const AGENT_LIST: ListSort<AgentSortField> = {
  fields: AGENT_SORT_FIELDS,
  field: 'firstName',
  order: 'asc',
};

export const LICENCE_SORT_FIELDS = [
  'name',
  'status',
  'licensedProvince',
  'licenseNumber',
  'expiryDate',
] as const;
export type LicenceSortField = (typeof LICENCE_SORT_FIELDS)[number];
export const LICENCE_LIST: ListSort<LicenceSortField> = {
  fields: LICENCE_SORT_FIELDS,
  field: 'name',
  order: 'asc',
};

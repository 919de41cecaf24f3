/**
 * Error codes of distribution (spec 3, 4.7, 5.6, 9); each is the label key in
 * `translations/errors/distribution.*.json`. The spec shows no wording nor codes for these rules,
 * so the codes are ours. Too-long fields and e-mail use the shared input codes (maxLength,
 * emailRequired, emailInvalid of inputs.codes.ts).
 */
export const AGENT_PROFILE_CODES = [
  'agentFieldRequired',
  'agentRoleNotOffered',
  'agentLanguageInvalid',
  'agentProvinceInvalid',
  'agentStatusInvalid',
  'agentOrganizationRequired',
  'agentDefaultOrganization',
  'agentOrganizationDuplicate',
  'agentLicenceDuplicate',
] as const;
export type AgentProfileOwnCode = (typeof AGENT_PROFILE_CODES)[number];

/** Why an agent may not sell in a province (the booking flow shows it). */
export const SELLING_LICENCE_CODES = ['licenceMissing', 'licenceExpired', 'licenceNotAuthorized'] as const;
export type SellingLicenceCode = (typeof SELLING_LICENCE_CODES)[number];

export const LICENCE_SEARCH_CODES = [
  'licenceSearchDateInvalid',
  'licenceSearchRangeInverted',
  'licenceSearchProvinceInvalid',
  'licenceSearchStatusInvalid',
] as const;
export type LicenceSearchCode = (typeof LICENCE_SEARCH_CODES)[number];

export const DISTRIBUTION_CODES = [
  ...AGENT_PROFILE_CODES,
  ...SELLING_LICENCE_CODES,
  ...LICENCE_SEARCH_CODES,
] as const;
export type DistributionCode = (typeof DISTRIBUTION_CODES)[number];

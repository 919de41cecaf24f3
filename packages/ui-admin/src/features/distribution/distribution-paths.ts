/** The routes of the distribution screens (agents, licences, agency, reports, maintenance, links, partner keys). */
export const DISTRIBUTION_PATHS = [
  '/users',
  '/users/register',
  '/users/:agentId',
  '/licensing',
  '/licensing/add',
  '/licensing/editLicense',
  '/maintenance',
  '/reports',
  '/agency',
  '/external',
  '/resources',
  '/forms',
  '/faq',
  '/partner-keys',
] as const;
export type DistributionPath = (typeof DISTRIBUTION_PATHS)[number];

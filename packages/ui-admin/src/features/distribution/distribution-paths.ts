/** The routes of the distribution screens (agents, licences, agency, reports, maintenance, links, partner keys). */
export const DISTRIBUTION_PATHS = [
  '/users',
  '/users/register',
  '/users/:agentId',
  '/licensing',
  '/licensing/add',
  '/licensing/editLicense',
  '/licensing/editLicense/:ownerKind/:ownerId/:licenceId',
  '/maintenance',
  '/reports',
  '/agency',
  '/agency/:code',
  '/external',
  '/resources',
  '/forms',
  '/faq',
  '/partner-keys',
] as const;
export type DistributionPath = (typeof DISTRIBUTION_PATHS)[number];

/** The address of a licence's edit form: its owner and id, so that a reload or a shared link reopens it. */
export const licenceEditPath = (owner: { readonly kind: string; readonly id: string }, licenceId: string) =>
  `/licensing/editLicense/${owner.kind}/${encodeURIComponent(owner.id)}/${encodeURIComponent(licenceId)}`;

/** The address of an organization's details on the agency screen: its code, so that a reload reopens it. */
export const agencyPath = (code: string) => `/agency/${encodeURIComponent(code)}`;

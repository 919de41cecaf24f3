/** The tabs of a policy (spec 2.3: /endorsement/{policyNumber}/…), in the order they show. */
export const POLICY_TABS = ['policies', 'view', 'edit', 'delivery', 'financials', 'notes'] as const;
export type PolicyTab = (typeof POLICY_TABS)[number];

export const policyPath = (policyNumber: string, tab: PolicyTab): string =>
  `/policy/endorsement/${encodeURIComponent(policyNumber)}/${tab}`;

/** The list of declined and abandoned purchases (not policies). */
export const ATTEMPTS_PATH = '/policy/attempts';

/** The route of a policy tab (its number a path parameter). */
export const policyTabRoute = (tab: PolicyTab): string => `/policy/endorsement/:policyNumber/${tab}`;

/** The routes of the policy screens: the search, the attempts and each tab of a policy. */
export const POLICY_SCREEN_PATHS: readonly string[] = [
  '/policy',
  ATTEMPTS_PATH,
  ...POLICY_TABS.map(policyTabRoute),
];

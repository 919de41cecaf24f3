/** The tabs of a policy (spec 2.3: /endorsement/{policyNumber}/…), in the order they show. */
export const POLICY_TABS = ['policies', 'view', 'edit', 'delivery', 'financials', 'notes'] as const;
export type PolicyTab = (typeof POLICY_TABS)[number];

export const policyPath = (policyNumber: string, tab: PolicyTab): string =>
  `/policy/endorsement/${encodeURIComponent(policyNumber)}/${tab}`;

/** The list of declined and abandoned purchases (not policies). */
export const ATTEMPTS_PATH = '/policy/attempts';

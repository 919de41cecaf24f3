import { ADMIN_ROUTES, FEATURES, findAdminRoute, hasAll, routeClaims, type Claim } from '@tripx/domain';
import { policyPath, POLICY_TABS, type PolicyTab } from './policy-paths';

/** The actions of a policy, each shown only with the claims of its FEATURES entry (spec 6). */
const ACTION_FEATURES = {
  cancel: FEATURES.cancelPolicy,
  reinstate: FEATURES.reinstate,
  resend: FEATURES.sendConfirmation,
  addNote: FEATURES.addNote,
  edit: FEATURES.editPolicy,
  chooseApplicationDate: FEATURES.customApplicationDate,
} as const;
export type PolicyAction = keyof typeof ACTION_FEATURES;

export const mayDo = (claims: readonly Claim[], action: PolicyAction): boolean =>
  hasAll(claims, ACTION_FEATURES[action]);

/** The tabs whose route the claims open (the same rule as the route view: routeClaims of ADMIN_ROUTES). */
export const visibleTabs = (claims: readonly Claim[], policyNumber: string): readonly PolicyTab[] =>
  POLICY_TABS.filter((tab) => {
    const route = findAdminRoute(policyPath(policyNumber, tab), ADMIN_ROUTES);
    return route !== undefined && hasAll(claims, routeClaims(route));
  });

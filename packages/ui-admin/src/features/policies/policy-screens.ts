import './policies.css';
import type { Screen } from '../screens/screen-registry';
import { AttemptsScreen } from './attempts/attempts.view';
import { policyFileScreen } from './file/policy-file.screen';
import { PolicySearchScreen } from './search/policy-search.view';
import { ATTEMPTS_PATH, POLICY_TABS, type PolicyTab } from './shared/policy-paths';

const tabScreens = Object.fromEntries(
  POLICY_TABS.map((tab: PolicyTab) => [`/policy/endorsement/:policyNumber/${tab}`, policyFileScreen(tab)]),
);

/** The policy screens (booking, search, view, endorsement, delivery, financials, notes) by route path. */
export const POLICY_SCREENS: Readonly<Record<string, Screen>> = {
  '/policy': PolicySearchScreen,
  [ATTEMPTS_PATH]: AttemptsScreen,
  ...tabScreens,
};

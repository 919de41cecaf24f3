import './policies.css';
import type { Screen } from '../screens/screen-registry';
import { AttemptsScreen } from './attempts/attempts.view';
import { policyFileScreen } from './file/policy-file.screen';
import { PolicySearchScreen } from './search/policy-search.view';
import { ATTEMPTS_PATH, POLICY_TABS, policyTabRoute } from './shared/policy-paths';

/** The policy screens (search, attempts, view, endorsement, delivery, financials, notes) by route path. */
export const POLICY_SCREENS: Readonly<Record<string, Screen>> = {
  '/policy': PolicySearchScreen,
  [ATTEMPTS_PATH]: AttemptsScreen,
  ...Object.fromEntries(POLICY_TABS.map((tab) => [policyTabRoute(tab), policyFileScreen(tab)])),
};

import type { Screen } from '../screens/screen-registry';

/** The policy screens (booking, search, view, endorsement, delivery, financials, notes) by route path. */
export const POLICY_SCREENS: Readonly<Record<string, Screen>> = {};

import type { Screen } from '../screens/screen-registry';

/** The distribution screens (agents, licences, agency, reports, maintenance, links) by route path. */
export const DISTRIBUTION_SCREENS: Readonly<Record<string, Screen>> = {};

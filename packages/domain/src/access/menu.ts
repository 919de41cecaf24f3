import { USER_TYPES, type UserType } from '../shared/enums';
import type { AccessUser } from './access-user';
import { hasAll, type Claim } from './claims';
import { FEATURES, type FeatureName } from './features';

/**
 * Menu entries of spec 2.6, in the spec's order, which is also the order of "first allowed entry".
 * The spec's "Manage my ID" and "Preferences" are left out: the identity provider here has no account
 * or preferences page for them to open (issue 17), and a menu item that does nothing misleads.
 */
export const MENU_ENTRY_IDS = [
  'myReports',
  'users',
  'users-internal',
  'advisorAdmin',
  'agency',
  'logout',
  'travelInsurance',
  'maintenance',
  'partnerKeys',
  'webhooks',
] as const;
export type MenuEntryId = (typeof MENU_ENTRY_IDS)[number];

export type MenuTarget = { readonly kind: 'route'; readonly path: string } | { readonly kind: 'logout' };

export interface MenuEntry {
  readonly id: MenuEntryId;
  /** 'side': the side menu; 'profile': the profile drop-down of the top navigation. */
  readonly placement: 'side' | 'profile';
  readonly target: MenuTarget;
  /** null: any signed-in user of the listed types. */
  readonly feature: FeatureName | null;
  readonly userTypes: readonly UserType[];
}

const CIAM: readonly UserType[] = ['CIAM_ID'];
const LAN: readonly UserType[] = ['LAN_ID'];
const side = (id: MenuEntryId, path: string, feature: FeatureName, userTypes = USER_TYPES): MenuEntry => ({
  id,
  placement: 'side',
  target: { kind: 'route', path },
  feature,
  userTypes,
});

export const MENU_ENTRIES: readonly MenuEntry[] = [
  side('myReports', '/reports', 'reports'),
  side('users', '/users', 'users', CIAM),
  side('users-internal', '/users', 'users', LAN),
  // Advisors are the agents; their administration starts at their licences.
  side('advisorAdmin', '/licensing', 'advisorAdmin'),
  side('agency', '/agency', 'agency'),
  { id: 'logout', placement: 'profile', target: { kind: 'logout' }, feature: null, userTypes: USER_TYPES },
  // Policy search is the one screen every selling or viewing role has; booking starts from it.
  side('travelInsurance', '/policy', 'viewPolicies'),
  side('maintenance', '/maintenance', 'configuration'),
  // Insurer staff give other channels their API keys (issue 21).
  side('partnerKeys', '/partner-keys', 'partnerKeys', LAN),
  // ...and follow the webhooks sent to those channels, resending a delivery (issue 21).
  side('webhooks', '/webhooks', 'webhooks', LAN),
];

export const menuEntryClaims = (entry: MenuEntry): readonly Claim[] =>
  entry.feature === null ? [] : FEATURES[entry.feature];

/** The entry fits the user's type (users vs users-internal) and claims. */
export const menuEntryAllowed = (entry: MenuEntry, user: AccessUser): boolean =>
  entry.userTypes.includes(user.userType) && hasAll(user.claims, menuEntryClaims(entry));

/** Every entry the user may use, in menu order (white-label hiding is the shell's job, see shell.ts). */
export const menuFor = (user: AccessUser, menu: readonly MenuEntry[] = MENU_ENTRIES): readonly MenuEntry[] =>
  menu.filter((e) => menuEntryAllowed(e, user));

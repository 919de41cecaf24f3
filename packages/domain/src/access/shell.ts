import type { AccessUser } from './access-user';
import { menuFor, MENU_ENTRIES, type MenuEntry } from './menu';

export interface ShellContext {
  /** The admin flag of spec 6 comes from the app's configuration (the staff app sets it). */
  readonly isAdmin: boolean;
  /** undefined while nobody is signed in (a consumer in the purchase app, or before sign-in). */
  readonly user?: AccessUser;
  /** The white-label referenceId of the organization or the link, when there is one. */
  readonly whiteLabelReferenceId?: string;
}

export interface ShellVisibility {
  readonly signInLink: boolean;
  readonly languageToggle: boolean;
  readonly sideMenu: readonly MenuEntry[];
  readonly profileMenu: readonly MenuEntry[];
  readonly organizationSwitcher: boolean;
  readonly needAssistance: boolean;
}

/**
 * What the top navigation, side menu and side boxes show (spec 2.6, 2.8, 6). A white-label
 * referenceId hides the language toggle and the menus, except logout: a signed-in user must
 * always be able to sign out.
 */
export const shellVisibility = (
  ctx: ShellContext,
  menu: readonly MenuEntry[] = MENU_ENTRIES,
): ShellVisibility => {
  const whiteLabel = (ctx.whiteLabelReferenceId ?? '').trim() !== '';
  const entries = ctx.user === undefined ? [] : menuFor(ctx.user, menu);
  // LAN_ID users see only logout in the profile drop-down; the userTypes of the entries say so.
  const profile = entries.filter((e) => e.placement === 'profile');
  return {
    signInLink: ctx.user === undefined,
    languageToggle: !whiteLabel,
    sideMenu: whiteLabel ? [] : entries.filter((e) => e.placement === 'side'),
    profileMenu: whiteLabel ? profile.filter((e) => e.target.kind === 'logout') : profile,
    organizationSwitcher: ctx.user !== undefined && ctx.user.userType !== 'CIAM_ID',
    needAssistance: !ctx.isAdmin && ctx.user?.userType !== 'LAN_ID',
  };
};

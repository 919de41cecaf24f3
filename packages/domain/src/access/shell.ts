import { menuFor, MENU_ENTRIES, type MenuEntry } from './menu';
import { isWhiteLabel, shellChrome, type ShellChrome, type ShellContext } from './shell-chrome';

export interface ShellVisibility extends ShellChrome {
  readonly sideMenu: readonly MenuEntry[];
  readonly profileMenu: readonly MenuEntry[];
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
  const whiteLabel = isWhiteLabel(ctx);
  const entries = ctx.user === undefined ? [] : menuFor(ctx.user, menu);
  // LAN_ID users see only logout in the profile drop-down; the userTypes of the entries say so.
  const profile = entries.filter((e) => e.placement === 'profile');
  return {
    ...shellChrome(ctx),
    sideMenu: whiteLabel ? [] : entries.filter((e) => e.placement === 'side'),
    profileMenu: whiteLabel ? profile.filter((e) => e.target.kind === 'logout') : profile,
  };
};

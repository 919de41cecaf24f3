import type { AccessUser } from './access-user';

export interface ShellContext {
  /** The admin flag of spec 6 comes from the app's configuration (the staff app sets it). */
  readonly isAdmin: boolean;
  /** undefined while nobody is signed in (a consumer in the purchase app, or before sign-in). */
  readonly user?: AccessUser;
  /** The white-label referenceId of the organization or the link, when there is one. */
  readonly whiteLabelReferenceId?: string;
}

/** What the shell shows besides its menus. */
export interface ShellChrome {
  readonly signInLink: boolean;
  readonly languageToggle: boolean;
  readonly organizationSwitcher: boolean;
  readonly needAssistance: boolean;
}

export const isWhiteLabel = (ctx: ShellContext): boolean => (ctx.whiteLabelReferenceId ?? '').trim() !== '';

/**
 * The sign-in link, language toggle, organization switcher and need-assistance box (spec 2.6, 2.8, 6):
 * a white-label referenceId hides the toggle. Apart from the menus (`shellVisibility`), so that the
 * purchase app, whose buyer has no menu, does not load the staff menu's tables.
 */
export const shellChrome = (ctx: ShellContext): ShellChrome => ({
  signInLink: ctx.user === undefined,
  languageToggle: !isWhiteLabel(ctx),
  organizationSwitcher: ctx.user !== undefined && ctx.user.userType !== 'CIAM_ID',
  needAssistance: !ctx.isAdmin && ctx.user?.userType !== 'LAN_ID',
});

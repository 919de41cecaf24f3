import { canSeePolicy, type DataScope, type PolicyOwnership } from './data-scope';

/** Who acts: the role's data scope and the user's organizations with every one below them. */
export interface Reacher {
  readonly profileRef: string;
  readonly dataScope: DataScope;
  readonly organizationsInScope: readonly string[];
}

/** What a request names: an organization, a user (profile) or a policy. */
export type ReachTarget =
  | { readonly kind: 'organization'; readonly code: string }
  /** What every organization shares (links shown to all): the insurer's own. */
  | { readonly kind: 'shared' }
  | {
      readonly kind: 'user';
      readonly profileRef: string;
      readonly userType: string;
      readonly organizationCodes: readonly string[];
    }
  | ({ readonly kind: 'policy' } & PolicyOwnership);

/**
 * The one scope rule: insurer staff (scope ALL) reach everything; a partner reaches its own
 * organizations and those below them, never a parent, a sibling or the insurer. A user is reached
 * only by an organization-wide role, when every organization it belongs to is reached (so a partner
 * never edits someone shared with another organization), and never when it is insurer staff
 * (LAN_ID). Policies follow the policy data scope (OWN: only what the user sold).
 */
export const mayReach = (who: Reacher, target: ReachTarget): boolean => {
  if (who.dataScope === 'ALL') return true;
  const inSubtree = (code: string) => who.organizationsInScope.includes(code);
  switch (target.kind) {
    case 'organization':
      return inSubtree(target.code);
    case 'shared':
      return false;
    case 'user':
      return (
        who.dataScope === 'ORGANIZATION' &&
        target.userType !== 'LAN_ID' &&
        target.organizationCodes.length > 0 &&
        target.organizationCodes.every(inSubtree)
      );
    case 'policy':
      return canSeePolicy(
        who.dataScope,
        { profileRef: who.profileRef, organizationCodes: who.organizationsInScope },
        target,
      );
  }
};

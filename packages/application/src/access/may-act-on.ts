import { mayReach, type ReachTarget } from '@tripx/domain';
import type { Actor } from '../session/session';

export type ScopeTarget = ReachTarget;

/**
 * The one scope question every use case asks before it reads or changes data: may this caller act
 * on that organization, user or policy? Anonymous callers reach nothing; the domain decides the rest.
 */
export const mayActOn = (actor: Actor, target: ScopeTarget): boolean =>
  actor.kind === 'user' && mayReach(actor, target);

/** Organizations a query may touch: every one (insurer staff) or a list (the caller's subtree). */
export type OrganizationScope =
  { readonly kind: 'ALL' } | { readonly kind: 'SOME'; readonly codes: readonly string[] };

/** mayActOn as a query filter, for lists the database narrows (searches, exports, reports). */
export const organizationScopeOf = (actor: Actor): OrganizationScope =>
  actor.kind === 'user' && actor.dataScope === 'ALL'
    ? { kind: 'ALL' }
    : { kind: 'SOME', codes: actor.kind === 'user' ? actor.organizationsInScope : [] };

/** The target of a profile as stored: its user type and every organization it belongs to. */
export const userTarget = (profile: {
  readonly profileRef: string;
  readonly userType: string;
  readonly organizations: readonly { readonly organizationCode: string }[];
}): ScopeTarget => ({
  kind: 'user',
  profileRef: profile.profileRef,
  userType: profile.userType,
  organizationCodes: profile.organizations.map((o) => o.organizationCode),
});

/** The target of a policy: the organization it was sold in and who sold it. */
export const policyTarget = (policy: {
  readonly organizationCode: string;
  readonly soldBy?: string | null | undefined;
}): ScopeTarget => ({
  kind: 'policy',
  organizationCode: policy.organizationCode,
  ...(policy.soldBy ? { soldBy: policy.soldBy } : {}),
});

export const organizationTarget = (code: string): ScopeTarget => ({ kind: 'organization', code });

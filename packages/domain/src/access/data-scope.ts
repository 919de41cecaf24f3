import type { UserType } from '../shared/enums';
import { isUserRole, roleFitsUserType, type UserRole } from './roles';

/**
 * Which policies a user may see. ALL: insurer staff. ORGANIZATION: the user's organizations and
 * every organization below them. OWN: only policies the user sold, inside those organizations.
 */
export const DATA_SCOPES = ['ALL', 'ORGANIZATION', 'OWN'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const ROLE_DATA_SCOPE: Readonly<Record<UserRole, DataScope>> = {
  Consultant_Agency: 'ORGANIZATION',
  Consultant_Own: 'OWN',
  Administrator_Full: 'ORGANIZATION',
  Administrator_Lite: 'ORGANIZATION',
  View_Only: 'ORGANIZATION',
  Administrator_User: 'ORGANIZATION',
  Staff_Admin: 'ALL',
  Staff_Viewer: 'ALL',
};

/**
 * The data scope of a stored role: a role that does not fit the user type (a partner holding a staff
 * role) or an unknown one gets the narrowest scope, as it gets no claims.
 */
export const dataScopeFor = (role: unknown, userType: UserType): DataScope =>
  isUserRole(role) && roleFitsUserType(role, userType) ? ROLE_DATA_SCOPE[role] : 'OWN';

export interface PolicyViewer {
  readonly profileRef: string;
  /** The viewer's organizations WITH all their descendants (see organizationsWithDescendants). */
  readonly organizationCodes: readonly string[];
}

export interface PolicyOwnership {
  readonly organizationCode: string;
  /** profileRef of the agent who sold it; absent for consumer (B2C) and staff sales. */
  readonly soldBy?: string;
}

export const canSeePolicy = (scope: DataScope, viewer: PolicyViewer, policy: PolicyOwnership): boolean => {
  if (scope === 'ALL') return true;
  const inOrganization = viewer.organizationCodes.includes(policy.organizationCode);
  if (scope === 'ORGANIZATION') return inOrganization;
  // A blank profileRef must never match a policy with no seller.
  return inOrganization && viewer.profileRef !== '' && policy.soldBy === viewer.profileRef;
};

export interface OrganizationLink {
  readonly code: string;
  readonly parentCode?: string;
}

/** `roots` and every organization below them in `links`, once each; a cycle in the data cannot loop. */
export const organizationsWithDescendants = (
  roots: readonly string[],
  links: readonly OrganizationLink[],
): readonly string[] => {
  const children = new Map<string, string[]>();
  for (const l of links) {
    if (l.parentCode === undefined) continue;
    children.set(l.parentCode, [...(children.get(l.parentCode) ?? []), l.code]);
  }
  const seen = new Set<string>();
  const queue = [...roots];
  for (let code = queue.shift(); code !== undefined; code = queue.shift()) {
    if (seen.has(code)) continue;
    seen.add(code);
    queue.push(...(children.get(code) ?? []));
  }
  return [...seen];
};

import {
  ROLE_TITLES_EN,
  USER_ROLES,
  type AgencyRole,
  type RoleCategory,
  type UserRole,
  isAgencyRole,
} from './roles';

/** One row of the roles call (spec 7.5 getRoles): the role code, its title and its category. */
export interface RoleCatalogueEntry {
  readonly role: string;
  readonly title: string;
  readonly category: string;
}

export const ROLE_CATALOGUE: readonly RoleCatalogueEntry[] = USER_ROLES.map(
  (role: UserRole): RoleCatalogueEntry => ({
    role,
    title: ROLE_TITLES_EN[role],
    category: (isAgencyRole(role) ? 'Agency' : 'Internal') satisfies RoleCategory,
  }),
);

export interface OfferedRole {
  readonly role: AgencyRole;
  readonly title: string;
}

/**
 * The roles an agent profile may be given (spec 6, 7.5): category 'Agency' only, and only codes we
 * know, so that a new role on the server cannot be granted before it has a claims mapping here.
 */
export const offeredRoles = (catalogue: readonly RoleCatalogueEntry[]): readonly OfferedRole[] =>
  catalogue.flatMap((e) =>
    e.category === 'Agency' && isAgencyRole(e.role) ? [{ role: e.role, title: e.title }] : [],
  );

import type { PolicyVisibility } from '@tripx/application';
import { sql, type RawBuilder } from 'kysely';

/**
 * The caller's data scope (PolicyVisibility) as a condition on a row's organization and owner
 * columns: every organization (ALL), those in scope (ORGANIZATION), or those and the caller's own
 * rows (OWN).
 */
export const visibilitySql = (
  v: PolicyVisibility,
  columns: { readonly organization: string; readonly owner: string },
): RawBuilder<boolean> => {
  if (v.kind === 'ALL') return sql<boolean>`true`;
  // No organization in scope: nothing (a NUL placeholder code is refused by PostgreSQL's UTF-8).
  if (v.organizationCodes.length === 0) return sql<boolean>`false`;
  const inOrgs = sql<boolean>`${sql.ref(columns.organization)} in (${sql.join([...v.organizationCodes])})`;
  return v.kind === 'ORGANIZATION'
    ? inOrgs
    : sql<boolean>`(${inOrgs} and ${sql.ref(columns.owner)} = ${v.profileRef})`;
};

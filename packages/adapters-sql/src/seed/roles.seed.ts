import { ROLE_CLAIMS, ROLE_TITLES_EN, USER_ROLES, roleCategory } from '@tripx/domain';
import type { Db } from '../database/database';

/**
 * Roles and their claims are code (packages/domain/src/access): the tables mirror them at every
 * start so that SQL (reports, agent lists) sees the same mapping the server enforces.
 */
export const seedRoles = async (trx: Db, frenchTitles: Readonly<Record<string, string>>): Promise<void> => {
  for (const role of USER_ROLES) {
    const row = {
      code: role,
      category: roleCategory(role),
      label_en: ROLE_TITLES_EN[role],
      label_fr: frenchTitles[role] ?? ROLE_TITLES_EN[role],
    };
    await trx
      .insertInto('roles')
      .values(row)
      .onConflict((oc) =>
        oc
          .column('code')
          .doUpdateSet({ category: row.category, label_en: row.label_en, label_fr: row.label_fr }),
      )
      .execute();
    const claims = ROLE_CLAIMS[role];
    // No delete-then-insert: two instances starting together would collide on the primary key.
    const stale = trx.deleteFrom('role_claims').where('role_code', '=', role);
    await (claims.length > 0 ? stale.where('claim', 'not in', [...claims]) : stale).execute();
    if (claims.length > 0)
      await trx
        .insertInto('role_claims')
        .values(claims.map((claim) => ({ role_code: role, claim })))
        .onConflict((oc) => oc.columns(['role_code', 'claim']).doNothing())
        .execute();
  }
};

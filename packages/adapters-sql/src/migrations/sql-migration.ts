import type { Migration } from 'kysely';
import { sql } from 'kysely';

/**
 * A forward-only migration as plain SQL, one statement per entry: PGlite runs each through the
 * extended protocol, which takes one statement at a time. Applied migrations are never edited;
 * a change is a new file.
 */
export interface SqlMigration {
  readonly name: string;
  readonly statements: readonly string[];
}

export const toKyselyMigration = (m: SqlMigration): Migration => ({
  up: async (db) => {
    for (const statement of m.statements) await sql.raw(statement).execute(db);
  },
});

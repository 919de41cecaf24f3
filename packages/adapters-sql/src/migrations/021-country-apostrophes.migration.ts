import type { SqlMigration } from './sql-migration';

/**
 * French country names with the typographic apostrophe (issue 16 item 8: « États-Unis d’Amérique »),
 * as the seed now writes them, in a database seeded before (the seed never rewrites a country). The
 * folded search columns follow by themselves (generated).
 */
export const countryApostrophes: SqlMigration = {
  name: '021-country-apostrophes',
  statements: [`update countries set name_fr = replace(name_fr, '''', '’') where name_fr like '%''%'`],
};

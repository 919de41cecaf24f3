import { CHARACTER_FOLD } from '@tripx/domain';

const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * A column folded as the domain's normalizePlace folds text, one character for one (accents, case,
 * `-,()/` to a space, apostrophes and periods dropped): `lower(translate(col, …, …))`, which migration 013
 * stores in generated `<col>_folded` columns (an immutable expression, on PGlite and PostgreSQL alike).
 */
export const foldedColumn = (column: string): string =>
  `lower(translate(${column}, ${literal(CHARACTER_FOLD.from)}, ${literal(CHARACTER_FOLD.to)}))`;

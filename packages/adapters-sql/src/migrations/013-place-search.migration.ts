import { foldedColumn } from '../repositories/place-fold';
import type { SqlMigration } from './sql-migration';

/**
 * The destination search is accent-, case- and punctuation-insensitive (issue 16): the names it
 * matches are stored folded as the domain's normalizePlace folds them, in generated columns (written
 * by the database on every insert or update, nothing to backfill or keep in step), the airport ones
 * indexed for prefix search. Folding at query time instead cost about a second a search on PGlite.
 */
export const placeSearch: SqlMigration = {
  name: '013-place-search',
  statements: [
    ...['name', 'city', 'state'].map(
      (col) =>
        `alter table travel_locations add column ${col}_folded text generated always as (${foldedColumn(col)}) stored`,
    ),
    ...['name_en', 'name_fr'].map(
      (col) =>
        `alter table countries add column ${col}_folded text generated always as (${foldedColumn(col)}) stored`,
    ),
    `create index travel_locations_name_folded_idx on travel_locations (name_folded text_pattern_ops)`,
    `create index travel_locations_city_folded_idx on travel_locations (city_folded text_pattern_ops)`,
    `create index travel_locations_state_folded_idx on travel_locations (state_folded text_pattern_ops)`,
  ],
};

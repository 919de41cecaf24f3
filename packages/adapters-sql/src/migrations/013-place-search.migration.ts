import { foldedColumn } from '../repositories/place-fold';
import type { SqlMigration } from './sql-migration';

/**
 * The destination search is accent-, case- and punctuation-insensitive (issue 16): the columns it
 * matches by prefix are indexed folded, by the very expression the repository queries (an
 * expression index rather than a stored column: nothing to backfill or keep in step on write).
 */
export const placeSearch: SqlMigration = {
  name: '013-place-search',
  statements: [
    `create index travel_locations_name_folded_idx on travel_locations (${foldedColumn('name')} text_pattern_ops)`,
    `create index travel_locations_city_folded_idx on travel_locations (${foldedColumn('city')} text_pattern_ops)`,
    `create index travel_locations_state_folded_idx on travel_locations (${foldedColumn('state')} text_pattern_ops)`,
  ],
};

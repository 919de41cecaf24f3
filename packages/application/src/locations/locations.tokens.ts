/** Inversify tokens of the travel-location ports (use cases are bound by their class). */
export const LOCATION_TOKENS = {
  /** TravelLocationRepository. */
  Locations: Symbol.for('tripx.locations.Locations'),
} as const;

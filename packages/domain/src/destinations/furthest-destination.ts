/**
 * The quote's furthestDestination (spec 3): comma-separated parts, the airport then the country,
 * e.g. `LHR,GB`; a country alone (`FR`) when no airport was chosen.
 */
export interface FurthestDestination {
  /** IATA code or airport name; '' when only the country is known. */
  readonly airport: string;
  readonly country: string;
}

/** Commas separate the parts, so a part never carries one. */
const clean = (part: string): string => part.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();

export const formatFurthestDestination = (d: FurthestDestination): string => {
  const airport = clean(d.airport);
  const country = clean(d.country);
  return airport === '' ? country : `${airport},${country}`;
};

/** Undefined unless the text is one or two non-empty parts. */
export const parseFurthestDestination = (text: unknown): FurthestDestination | undefined => {
  if (typeof text !== 'string') return undefined;
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => p === '')) return undefined;
  if (parts.length === 1) return { airport: '', country: parts[0] as string };
  if (parts.length === 2) return { airport: parts[0] as string, country: parts[1] as string };
  return undefined;
};

/** A whole country offered by the destination search: no airport code and no city. */
export const isCountryPlace = (location: { readonly iata: string; readonly city?: string }): boolean =>
  location.iata.trim() === '' && (location.city ?? '').trim() === '';

/**
 * The furthest destination of a picked location: its airport code when it has one; a whole
 * country is the country alone (`FR`), as the quote writes it when no airport was chosen.
 */
export const furthestDestinationOf = (location: {
  readonly iata: string;
  readonly name: string;
  readonly city?: string;
  readonly country: string;
}): FurthestDestination => ({
  airport: isCountryPlace(location) ? '' : location.iata.trim() || location.name.trim(),
  country: location.country,
});

import { CITY_ALIASES, COUNTRY_ALIASES, REGION_ALIASES } from './place-aliases';

/**
 * A place's text as a search compares it: accents stripped (NFD, combining marks removed), case
 * folded, apostrophes and periods dropped, every other run of punctuation or spaces one space.
 */
export const normalizePlace = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The same fold, one character for one, for a store that compares folded columns without running
 * normalizePlace (the SQL search's `translate`): every accented Latin letter of U+00C0–U+017F to its
 * base letter, `-,()/` to a space; apostrophes and periods are dropped (listed last, with no pair).
 */
export const CHARACTER_FOLD: { readonly from: string; readonly to: string } = (() => {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x17f; code += 1) {
    const c = String.fromCharCode(code);
    const base = c.normalize('NFD').replace(/\p{M}+/gu, '');
    if (base !== c && base.length === 1) {
      from += c;
      to += base.toLowerCase();
    }
  }
  return { from: `${from}-,()/'’.`, to: `${to}     ` };
})();

export type PlaceKind = 'country' | 'region' | 'airport';

/** What the ranking reads of a place: its kind, its names (aliases included) and its IATA code. */
export interface RankedPlace {
  readonly kind: PlaceKind;
  readonly names: readonly string[];
  readonly iata: string;
}

/**
 * Lower is better: exact name or alias, prefix of one, prefix of one of its words, prefix of the IATA
 * code. A query that is the whole IATA code (`YUL`) counts as an exact name: travellers type codes.
 */
export const PLACE_RANK = { exact: 0, prefix: 1, wordPrefix: 2, iata: 3 } as const;
const KIND_ORDER: Record<PlaceKind, number> = { country: 0, region: 1, airport: 2 };

/** How well a place answers a query; undefined when it does not. */
export const placeRank = (query: string, place: RankedPlace): number | undefined => {
  const q = normalizePlace(query);
  if (q === '') return undefined;
  const names = place.names.map(normalizePlace).filter((n) => n !== '');
  const iata = normalizePlace(place.iata);
  if (names.some((n) => n === q) || (iata !== '' && iata === q)) return PLACE_RANK.exact;
  if (names.some((n) => n.startsWith(q))) return PLACE_RANK.prefix;
  if (names.some((n) => n.split(' ').some((_, i, words) => words.slice(i).join(' ').startsWith(q))))
    return PLACE_RANK.wordPrefix;
  if (iata !== '' && iata.startsWith(q)) return PLACE_RANK.iata;
  return undefined;
};

/**
 * The places that answer a query, best first: by rank, then countries and regions before airports,
 * then in the order given (the sort is stable). Places that do not answer are left out.
 */
export const rankPlaces = <T>(query: string, places: readonly T[], describe: (p: T) => RankedPlace): T[] =>
  places
    .map((p, i) => {
      const d = describe(p);
      return { p, i, rank: placeRank(query, d), kind: KIND_ORDER[d.kind] };
    })
    .filter((x): x is typeof x & { rank: number } => x.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.kind - b.kind || a.i - b.i)
    .map((x) => x.p);

const aliasesOf = (table: Readonly<Record<string, readonly string[]>>, key: string): readonly string[] =>
  Object.prototype.hasOwnProperty.call(table, key) ? (table[key] ?? []) : [];

/** A country's names: its English and French names and the aliases travellers type. */
export const countryNames = (c: {
  readonly code: string;
  readonly nameEn: string;
  readonly nameFr: string;
}): readonly string[] => [c.nameEn, c.nameFr, ...aliasesOf(COUNTRY_ALIASES, c.code)];

/** An airport's names: its city, name, region and country name, and their aliases. */
export const airportNames = (a: {
  readonly city: string;
  readonly name: string;
  readonly state: string;
  readonly countryName: string;
}): readonly string[] => [
  a.city,
  a.name,
  a.state,
  a.countryName,
  ...aliasesOf(CITY_ALIASES, a.city),
  ...aliasesOf(REGION_ALIASES, a.state),
];

/**
 * The data names a query may mean through an alias (`Londres` → `London`, `Floride` → `Florida`):
 * the city and region names one of whose aliases the query is a prefix of, so the store is asked
 * for them too.
 */
export const aliasTargets = (query: string): readonly string[] => {
  const q = normalizePlace(query);
  if (q.length < 2) return [];
  const out: string[] = [];
  for (const table of [CITY_ALIASES, REGION_ALIASES])
    for (const [name, aliases] of Object.entries(table))
      if (aliases.some((a) => normalizePlace(a).startsWith(q))) out.push(name);
  return out;
};

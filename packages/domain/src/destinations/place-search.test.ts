import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHARACTER_FOLD,
  airportNames,
  aliasTargets,
  countryNames,
  normalizePlace,
  rankPlaces,
  type RankedPlace,
} from './place-search';

interface Place {
  readonly label: string;
  readonly place: RankedPlace;
}
const country = (code: string, nameEn: string, nameFr: string): Place => ({
  label: code,
  place: { kind: 'country', names: countryNames({ code, nameEn, nameFr }), iata: '' },
});
const airport = (iata: string, city: string, name: string, state: string, countryName: string): Place => ({
  label: iata,
  place: { kind: 'airport', names: airportNames({ city, name, state, countryName }), iata },
});
// As the data has them (OurAirports, i18n-iso-countries official names).
const PLACES: readonly Place[] = [
  airport(
    'MVB',
    'Franceville',
    'M’Vengue El Hadj Omar Bongo Ondimba International Airport',
    'Haut-Ogooué',
    'Gabon',
  ),
  airport('CUN', 'Ciudad de Cancún', 'Aeropuerto Internacional de Cancún', 'Quintana Roo', 'Mexico'),
  airport('LHR', 'London', 'London Heathrow Airport', 'England', 'United Kingdom'),
  airport('YXU', 'London', 'London Airport', 'Ontario', 'Canada'),
  airport('MIA', 'Miami', 'Miami International Airport', 'Florida', 'United States of America'),
  airport('CDG', 'Paris', 'Charles de Gaulle International Airport', 'Île-de-France', 'France'),
  airport('MUC', 'Munich', 'Munich Airport', 'Bavaria', 'Germany'),
  country('FR', 'France', 'France'),
  country('US', 'United States of America', 'États-Unis d’Amérique'),
  country('GA', 'Gabon', 'Gabon'),
  country('MX', 'Mexico', 'Mexique'),
];
const search = (q: string): string[] => rankPlaces(q, PLACES, (p) => p.place).map((p) => p.label);
const strip = (s: string): string => s.normalize('NFD').replace(/\p{M}+/gu, '');

describe('place search (issue 16 item 6)', () => {
  it('Cancun and Cancún find Cancún first', () => {
    expect(search('Cancun')[0]).toBe('CUN');
    expect(search('Cancún')[0]).toBe('CUN');
    expect(search('cancÚn')).toEqual(search('CANCUN'));
  });
  it('Londres finds London, Floride Florida, München Munich', () => {
    expect(search('Londres').slice(0, 2)).toEqual(['LHR', 'YXU']);
    expect(search('Floride')).toEqual(['MIA']);
    expect(search('München')).toEqual(['MUC']);
    expect(aliasTargets('Londres')).toEqual(['London']);
    expect(aliasTargets('floride')).toEqual(['Florida']);
  });
  it('États-Unis, Etats Unis and USA find the United States', () => {
    for (const q of ['États-Unis', 'Etats Unis', 'etats-unis', 'USA', 'usa', 'United States'])
      expect(search(q)[0]).toBe('US');
  });
  it('France finds France the country first, then its airports, then Franceville', () => {
    expect(search('France')).toEqual(['FR', 'CDG', 'MVB']);
    expect(search('Fran')[0]).toBe('FR');
  });
  it('ranks exact name > prefix > word prefix > IATA code prefix; a whole IATA code is exact', () => {
    expect(search('lhr')).toEqual(['LHR']);
    expect(search('CUN')[0]).toBe('CUN');
    const ranked = rankPlaces(
      'pa',
      [
        { id: 'iata', place: { kind: 'airport', names: ['Xyz'], iata: 'PAR' } as RankedPlace },
        { id: 'word', place: { kind: 'airport', names: ['Le Pa Ville'], iata: 'AAA' } as RankedPlace },
        { id: 'prefix', place: { kind: 'airport', names: ['Paris'], iata: 'BBB' } as RankedPlace },
        { id: 'exact', place: { kind: 'airport', names: ['Pa'], iata: 'CCC' } as RankedPlace },
        { id: 'none', place: { kind: 'airport', names: ['Lyon'], iata: 'LYS' } as RankedPlace },
      ],
      (p) => p.place,
    ).map((p) => p.id);
    expect(ranked).toEqual(['exact', 'prefix', 'word', 'iata']);
  });
  it('finds nothing for a blank query', () => {
    expect(search('  - ')).toEqual([]);
  });
  it('normalizes accents, case, apostrophes and punctuation', () => {
    expect(normalizePlace('  Île-du-Prince-Édouard ')).toBe('ile du prince edouard');
    expect(normalizePlace('St. John’s')).toBe('st johns');
    expect(normalizePlace('MÜNCHEN')).toBe('munchen');
  });
  it('the per-character fold agrees with normalizePlace on every letter it maps', () => {
    expect(CHARACTER_FOLD.from).toHaveLength(CHARACTER_FOLD.to.length + 3);
    [...CHARACTER_FOLD.to].forEach((to, i) => {
      const from = CHARACTER_FOLD.from[i] as string;
      expect(normalizePlace(`a${from}a`)).toBe(to === ' ' ? 'a a' : `a${to}a`);
    });
    expect(CHARACTER_FOLD.from).toContain('ú');
    expect(CHARACTER_FOLD.from).toContain('É');
  });
  it('property: search is accent- and case-insensitive', () => {
    const letters = fc.constantFrom(...'aàâäeéèêiîoôuùûücçnñAÉÈÔÜÇ -'.split(''));
    const typed = fc.oneof(
      fc.constantFrom('Cancún', 'Londres', 'États-Unis', 'France', 'Floride', 'München', 'Mexique'),
      fc.string({ unit: letters, maxLength: 8 }),
    );
    fc.assert(
      fc.property(typed, fc.boolean(), (q, upper) => {
        const variant = upper ? strip(q).toUpperCase() : strip(q).toLowerCase();
        expect(search(variant)).toEqual(search(q));
      }),
    );
  });
  it('property: the ranking is stable (equal places keep their order) and a subset of the input', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...PLACES]), fc.constantFrom('lon', 'fr', 'mi', 'c'), (subset, q) => {
        const ranked = rankPlaces(q, subset, (p) => p.place);
        expect(rankPlaces(q, ranked, (p) => p.place)).toEqual(ranked);
        for (const p of ranked) expect(subset).toContain(p);
      }),
    );
  });
});

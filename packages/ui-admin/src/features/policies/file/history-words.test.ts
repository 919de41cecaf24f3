import type { TripPlaces } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { policiesI18n } from '../test-support/policies-i18n';
import { changeWords, valueWords, type Reader } from './history-words';

const PLACES: TripPlaces = {
  departure: { code: 'YUL', name: { en: 'Montreal (YUL), Canada', fr: 'Montréal (YUL), Canada' } },
  destinations: [
    { code: 'CDG,FR', name: { en: 'Paris (CDG), France', fr: 'Paris (CDG), France' } },
    { code: 'IT', name: { en: 'Italy', fr: 'Italie' } },
  ],
};

const readerIn = async (lang: 'en' | 'fr'): Promise<Reader> => ({
  t: (await policiesI18n(lang)).getFixedT(lang, 'policies'),
  lang,
  places: PLACES,
});

// What a merge or the history must never show: a field's key, an ISO date in French, a place's code alone.
const RAW = /=|lastName|dateOfBirth|tripCost/;

describe('valueWords (issue 17 item 4: the merge and the timeline in the page’s words)', () => {
  it('writes a dependent in words in English, its date as its reader writes it', async () => {
    const words = valueWords(await readerIn('en'), 'dependents[3]', 'lastName=Roy, dateOfBirth=2012-04-01');
    expect(words).toBe('Roy (date of birth: 2012-04-01)');
    expect(words).not.toMatch(RAW);
  });

  it('writes a dependent in French with a no-break space before the colon and the date in words', async () => {
    const r = await readerIn('fr');
    const words = valueWords(
      r,
      'dependents[3]',
      'firstName=Léa, lastName=Roy, dateOfBirth=2012-04-01, tripCost=1500',
    );
    expect(words).toBe(
      'Léa Roy (date de naissance\u00a0: 1er\u00a0avril\u00a02012, coût du voyage\u00a0: 1\u00a0500,00\u00a0$)',
    );
    expect(words).not.toMatch(RAW);
    expect(words).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('names a dependent with no field by its number', async () => {
    expect(valueWords(await readerIn('fr'), 'dependents[3]', 'referenceNumber=3')).toBe(
      'Personne à charge 3',
    );
  });

  it('writes a dependent’s changed date of birth as a date', async () => {
    expect(valueWords(await readerIn('fr'), 'dependents[2].dateOfBirth', '2012-04-01')).toBe(
      '1er\u00a0avril\u00a02012',
    );
  });

  it('writes trip dates as their reader writes them', async () => {
    expect(valueWords(await readerIn('fr'), 'endDate', '2026-11-25')).toBe('25\u00a0novembre\u00a02026');
    expect(valueWords(await readerIn('en'), 'endDate', '2026-11-25')).toBe('2026-11-25');
  });

  it('writes the departure city and destinations by their names in the page’s language', async () => {
    const en = await readerIn('en');
    const fr = await readerIn('fr');
    expect(valueWords(en, 'departureLocation', 'YUL')).toBe('Montreal (YUL), Canada');
    expect(valueWords(fr, 'departureLocation', 'YUL')).toBe('Montréal (YUL), Canada');
    expect(valueWords(fr, 'destinations', 'CDG,FR, IT')).toBe('Paris (CDG), France, Italie');
    expect(valueWords(en, 'destinations', 'CDG,FR, IT')).toBe('Paris (CDG), France, Italy');
  });

  it('keeps "none" for an empty value and the change line in words', async () => {
    const fr = await readerIn('fr');
    expect(valueWords(fr, 'departureLocation', '')).toBe('(aucun)');
    expect(changeWords(fr, 'startDate', '2026-12-01', '2026-12-03')).toBe(
      'Date de départ\u00a0: 1er\u00a0décembre\u00a02026 → 3\u00a0décembre\u00a02026',
    );
  });
});
